## The play screen's side panel, banners, hints, bot seats and the fire
## summary (src/app/play.rs, src/app/play/, src/app/fire_summary.rs).
