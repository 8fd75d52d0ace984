//! How places, edges, floors and firefighters are named.

use super::*;

#[test]
fn front_board_names_spaces_by_their_printed_dice() {
    let front = board("front.json");
    let n = Names::plain(&front);
    assert_eq!(n.cell(p(3, 8)), "3,8");
    assert_eq!(n.cell(p(1, 1)), "1,1");
    // The outside ring continues the printed numbering.
    assert_eq!(n.cell(p(0, 3)), "0,3");
    assert_eq!(n.cell(p(7, 5)), "7,5");
    assert_eq!(n.cell(p(3, 9)), "3,9");
    assert_eq!(
        n.cell_id(front.cell_at(p(2, 4)).expect("on the board")),
        "2,4"
    );
    // Every cell's name is unique on a one-floor board.
    let all: BTreeSet<String> = front.cell_ids().map(|c| n.cell_id(c)).collect();
    assert_eq!(all.len(), front.cell_count());
}

#[test]
fn front_board_names_edges_by_what_stands_there() {
    let front = board("front.json");
    let n = Names::plain(&front);
    assert_eq!(n.edge(e(1, 3, Dir::E)), "the door between 1,3 and 1,4");
    // Either spelling of an edge gives the same name.
    assert_eq!(n.edge(e(1, 4, Dir::W)), "the door between 1,3 and 1,4");
    // An outer wall is named from inside the building.
    assert_eq!(n.edge(e(3, 8, Dir::E)), "the wall east of 3,8");
    assert_eq!(n.edge(e(3, 9, Dir::W)), "the wall east of 3,8");
    assert_eq!(n.edge(e(1, 2, Dir::N)), "the wall north of 1,2");
    assert_eq!(n.edge(e(0, 6, Dir::S)), "the entrance north of 1,6");
    assert_eq!(n.edge(e(6, 3, Dir::S)), "the entrance south of 6,3");
    // Open floor between two rooms' spaces.
    assert_eq!(n.edge(e(1, 1, Dir::E)), "the opening between 1,1 and 1,2");
    // Outside the grid: no second space to name.
    assert_eq!(n.edge(e(0, 0, Dir::N)), "the north side of 0,0");
    assert_eq!(n.edge_place(e(1, 3, Dir::E)), "between 1,3 and 1,4");
    assert_eq!(n.edge_place(e(3, 8, Dir::E)), "east of 3,8");
}

#[test]
fn townhouse_names_carry_the_floor() {
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    // The upper floor's dice continue the ground floor's (black offset 4).
    assert_eq!(n.cell(up(3, 4)), "3,8 Upper floor");
    assert_eq!(n.cell(p(3, 4)), "3,4 Ground floor");
    assert_eq!(n.coords(up(3, 4)), "3,8");
    // Outside spaces continue each floor's numbering.
    assert_eq!(n.cell(p(0, 3)), "0,3 Ground floor");
    assert_eq!(n.cell(up(0, 3)), "0,7 Upper floor");
    assert_eq!(n.cell(up(3, 5)), "3,9 Upper floor");
    assert_eq!(n.floor(1), "Upper floor");
    // Every name is unique across the two floors.
    let all: BTreeSet<String> = house.cell_ids().map(|c| n.cell_id(c)).collect();
    assert_eq!(all.len(), house.cell_count());
    for c in house.cell_ids() {
        assert!(!n.cell_id(c).contains(':'), "{}", n.cell_id(c));
    }

    assert_eq!(
        n.edge(e(2, 3, Dir::E)),
        "the door between 2,3 and 2,4 Ground floor"
    );
    assert_eq!(
        n.edge(EdgeRef::new(up(2, 3), Dir::S)),
        "the door between 2,7 and 3,7 Upper floor"
    );
    assert_eq!(
        n.edge(EdgeRef::new(up(2, 4), Dir::E)),
        "the window east of 2,8 Upper floor"
    );
    assert_eq!(
        n.edge(e(0, 3, Dir::S)),
        "the window north of 1,3 Ground floor"
    );
    assert_eq!(n.cells(p(0, 1), p(0, 2)), "0,1 and 0,2 Ground floor");
    assert_eq!(
        n.cells(p(3, 4), up(3, 4)),
        "3,4 Ground floor and 3,8 Upper floor"
    );
}

/// A list of places (the fire summary's) names each floor once, after its
/// places: "2,3 Ground floor; 1,1 Ground floor; …" filled a row by itself.
#[test]
fn lists_of_places_name_each_floor_once() {
    let house = board("townhouse.json");
    let n = Names::plain(&house);
    assert_eq!(
        n.cells_list(&[p(2, 3), up(3, 4), p(1, 1)]),
        "2,3; 1,1 Ground floor; 3,8 Upper floor"
    );
    assert_eq!(
        n.edges_list(&[
            e(0, 3, Dir::S),
            EdgeRef::new(up(2, 3), Dir::S),
            e(2, 3, Dir::E)
        ]),
        "1,3 north; 2,3–2,4 Ground floor; 2,7–3,7 Upper floor"
    );
    let de = n.with_lang(crate::i18n::Lang::De);
    assert_eq!(de.cells_list(&[p(2, 3), p(1, 1)]), "2-3; 1-1 (Erdgeschoss)");
    // One floor: no floor names.
    let front = board("front.json");
    assert_eq!(
        Names::plain(&front).cells_list(&[p(2, 3), p(1, 1)]),
        "2,3; 1,1"
    );
}

#[test]
fn a_floor_without_a_name_is_numbered() {
    let mut layout = board("townhouse.json").layout().clone();
    layout.floors[1].name = " ".to_owned();
    let Ok(house) = Board::from_layout(layout) else {
        // The validator may insist on names; then no board has a blank one.
        return;
    };
    let n = Names::plain(&house);
    assert_eq!(n.cell(up(3, 4)), "3,8 unnamed floor 2");
}

#[test]
fn firefighters_are_named_by_player_and_seat() {
    let front = board("front.json");
    let names = players();
    let n = Names::new(&front, &names);
    assert_eq!(n.firefighter(0), "Ann (Firefighter 1)");
    // Blank names count as none; names are trimmed.
    assert_eq!(n.firefighter(1), "Firefighter 2");
    assert_eq!(n.firefighter(2), "Bob (Firefighter 3)");
    assert_eq!(n.firefighter(3), "Firefighter 4");
    assert_eq!(n.firefighter(255), "Firefighter 256");
    assert_eq!(n.player(0), Some("Ann"));
    assert_eq!(n.player(1), None);
    assert_eq!(Names::plain(&front).firefighter(0), "Firefighter 1");
    assert_eq!(Names::victim(0), "Victim 1");
    assert_eq!(Names::hazmat(255), "Hazmat 256");
    assert_eq!(n.item(Item::Victim(3)), "Victim 4");
    assert_eq!(n.item(Item::Hazmat(0)), "Hazmat 1");
    assert_eq!(n.item(Item::Firefighter(0)), "Ann (Firefighter 1)");
}

/// Victims are numbered for players in the order they are found, whichever
/// token of the bag each was: the first turned over is "Victim 1". A False
/// Alarm takes no number, and a Victim revealed again keeps its own.
#[test]
fn victims_are_numbered_in_the_order_they_are_found() {
    let front = board("front.json");
    let revealed = |token, kind| Event::PoiRevealed {
        token,
        cell: p(2, 4),
        kind,
    };
    let mut numbers = Vec::new();
    number_victims(
        &mut numbers,
        &[
            revealed(9, PoiKind::Victim),
            revealed(2, PoiKind::FalseAlarm),
            revealed(4, PoiKind::Victim),
        ],
    );
    number_victims(&mut numbers, &[revealed(9, PoiKind::Victim)]);
    number_victims(&mut numbers, &[revealed(0, PoiKind::Victim)]);
    let n = Names::plain(&front).with_victims(&numbers);
    assert_eq!(n.victim_as(9, Case::Nom), "Victim 1");
    assert_eq!(n.victim_as(4, Case::Nom), "Victim 2");
    assert_eq!(n.victim_as(0, Case::Nom), "Victim 3");
    assert_eq!(n.item(Item::Victim(4)), "Victim 2");
    // Not found (yet): the bag's numbering, as without the numbers.
    assert_eq!(n.victim_number(2), 3);
    assert_eq!(n.victim_number(200), 201);
    assert_eq!(
        Names::plain(&front)
            .with_lang(crate::i18n::Lang::Ru)
            .with_victims(&numbers)
            .victim_as(0, Case::Acc),
        "Жертву 3"
    );
}
