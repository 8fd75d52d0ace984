//! The clockwise order of parking spots around the building (BOARD-5).
//!
//! A Drive moves a vehicle to the next or previous spot in the board's list
//! (EXP-VEH-DRIVE-1), so the list must run clockwise around the building or a
//! "next spot" would jump across it. Order is by the direction from the
//! floor's centre to the spot's centre, starting at north, computed exactly
//! in integers (doubled coordinates, half-planes and cross products) so two
//! machines never disagree on a tie.

use std::cmp::Ordering;

use crate::engine::geom::{Dir, Pos};

/// The vector from the centre of a `rows × cols` floor to the middle of a
/// two-cell spot, in doubled coordinates (x right, y down).
fn offset(spot: [Pos; 2], rows: usize, cols: usize) -> (i64, i64) {
    let twice = |a: u8, b: u8| i64::from(a) + i64::from(b);
    let dx = twice(spot[0].col, spot[1].col) - (cols as i64 - 1);
    let dy = twice(spot[0].row, spot[1].row) - (rows as i64 - 1);
    (dx, dy)
}

/// The side of a `rows × cols` floor a two-cell spot stands on: the one its
/// direction from the centre points to, with the floor stretched to a
/// square (a spot on the top row of a wide floor is north, not east). The
/// editor proposes it for a new spot (URB-HIGHRISE-LADDER-1, URB-BROWN-3).
pub fn side_of(spot: [Pos; 2], rows: usize, cols: usize) -> Dir {
    let (dx, dy) = offset(spot, rows, cols);
    let (nx, ny) = (dx * rows as i64, dy * cols as i64);
    if ny.abs() >= nx.abs() {
        if ny < 0 { Dir::N } else { Dir::S }
    } else if nx > 0 {
        Dir::E
    } else {
        Dir::W
    }
}

/// 0 for directions from north (included) round to south (excluded) through
/// east, 1 for the other half; the centre itself counts as north.
fn half(v: (i64, i64)) -> u8 {
    let (dx, dy) = v;
    if dx > 0 || (dx == 0 && dy <= 0) { 0 } else { 1 }
}

/// Orders two spots clockwise from north around the centre of a `rows ×
/// cols` floor. Spots in the same direction compare equal.
pub fn compare_clockwise(a: [Pos; 2], b: [Pos; 2], rows: usize, cols: usize) -> Ordering {
    let (va, vb) = (offset(a, rows, cols), offset(b, rows, cols));
    half(va).cmp(&half(vb)).then_with(|| {
        // With y pointing down, a positive cross product turns clockwise.
        let cross = va.0 * vb.1 - va.1 * vb.0;
        0.cmp(&cross)
    })
}

/// The first spot, by index, that breaks the clockwise cycle of `spots`, or
/// `None` when the list runs clockwise from some spot round to itself.
/// A cyclic list is clockwise when at most one step goes "backwards" (the
/// wrap from the last spot before north to the first one after it).
pub fn first_out_of_order(spots: &[[Pos; 2]], rows: usize, cols: usize) -> Option<usize> {
    let n = spots.len();
    let backwards = backward_steps(spots, rows, cols);
    if backwards.len() <= 1 {
        return None;
    }
    // Name the first spot whose removal would fix the list (the one that was
    // drawn or moved out of turn), else where the list first goes backwards.
    let fixed_without = |skip: usize| {
        let rest: Vec<[Pos; 2]> = (0..n).filter(|&i| i != skip).map(|i| spots[i]).collect();
        backward_steps(&rest, rows, cols).len() <= 1
    };
    Some(
        (0..n)
            .find(|&i| fixed_without(i))
            .unwrap_or((backwards[0] + 1) % n),
    )
}

/// The indices `i` where the step from spot `i` to the next (cyclically)
/// turns anticlockwise. Lists of fewer than 3 spots are always in order.
fn backward_steps(spots: &[[Pos; 2]], rows: usize, cols: usize) -> Vec<usize> {
    let n = spots.len();
    if n < 3 {
        return Vec::new();
    }
    (0..n)
        .filter(|&i| {
            compare_clockwise(spots[i], spots[(i + 1) % n], rows, cols) == Ordering::Greater
        })
        .collect()
}

/// Where to insert `spot` into a clockwise list so that it stays clockwise;
/// the end of the list when the list is not clockwise to begin with.
pub fn clockwise_insert_index(
    spots: &[[Pos; 2]],
    spot: [Pos; 2],
    rows: usize,
    cols: usize,
) -> usize {
    if first_out_of_order(spots, rows, cols).is_some() {
        return spots.len();
    }
    (0..=spots.len())
        .rev()
        .find(|&i| {
            let mut trial = spots.to_vec();
            trial.insert(i, spot);
            first_out_of_order(&trial, rows, cols).is_none()
        })
        .unwrap_or(spots.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spot(r1: u8, c1: u8, r2: u8, c2: u8) -> [Pos; 2] {
        [Pos::new(r1, c1), Pos::new(r2, c2)]
    }

    // The four sides of an 8 × 10 floor, as on the printed boards (BOARD-5:
    // top → right → bottom → left).
    fn sides() -> [[Pos; 2]; 4] {
        [
            spot(0, 5, 0, 6),
            spot(3, 9, 4, 9),
            spot(7, 3, 7, 4),
            spot(3, 0, 4, 0),
        ]
    }

    #[test]
    fn board_5_top_right_bottom_left_is_clockwise() {
        let s = sides();
        assert_eq!(first_out_of_order(&s, 8, 10), None);
        // Any rotation is still the same cycle.
        let rotated = [s[2], s[3], s[0], s[1]];
        assert_eq!(first_out_of_order(&rotated, 8, 10), None);
        assert_eq!(compare_clockwise(s[0], s[1], 8, 10), Ordering::Less);
        assert_eq!(compare_clockwise(s[3], s[0], 8, 10), Ordering::Greater);
    }

    #[test]
    fn board_5_anticlockwise_list_is_reported() {
        let s = sides();
        let anticlockwise = [s[0], s[3], s[2], s[1]];
        assert!(first_out_of_order(&anticlockwise, 8, 10).is_some());
        let swapped = [s[0], s[2], s[1], s[3]];
        assert_eq!(first_out_of_order(&swapped, 8, 10), Some(1));
    }

    #[test]
    fn insertion_keeps_the_cycle() {
        let s = sides();
        let three = [s[0], s[2], s[3]];
        assert_eq!(clockwise_insert_index(&three, s[1], 8, 10), 1);
        let mut all = three.to_vec();
        all.insert(1, s[1]);
        assert_eq!(first_out_of_order(&all, 8, 10), None);
        // A corner spot between top and right goes after the top one.
        let corner = spot(0, 8, 0, 9);
        let i = clockwise_insert_index(&s, corner, 8, 10);
        assert_eq!(i, 1);
    }
}
