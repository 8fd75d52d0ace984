## The board as drawn and read out: tooltips and screen-reader labels of
## cells, edges and tokens (src/app/board_view.rs, src/app/board_view/).
