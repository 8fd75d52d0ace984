## Why an action is refused, and what the turn waits for
## (src/text/refusal.rs).
