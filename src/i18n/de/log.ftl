## The game log: one line per event and per action, and the names of
## places, firefighters and tokens they are built from (src/text/event.rs,
## action.rs, names.rs).
