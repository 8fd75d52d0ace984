## What is wrong with a board: validation problems and where they are
## (src/engine/board/validate.rs, worded in src/text/problem.rs).
