## The board editor (src/app/editor.rs, src/app/editor/).
