mod common;
#[test]
fn placeholder() {}
