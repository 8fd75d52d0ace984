//! Where the active firefighter can walk: the cheapest walk to each cell
//! by the engine's own Move actions, for this turn's AP (the blue cells,
//! the path preview, a click's walk) or, on a copy with AP to spare, over
//! later turns (the dashed path to a cell beyond reach).

use crate::engine::Action;
use crate::engine::board::CellId;
use crate::engine::state::{GameState, Stage, TokenPlace};

/// Cheapest moves of the active firefighter, by cell index.
#[derive(Clone, Debug, Default)]
pub(super) struct Reach {
    pub(super) revision: u64,
    pub(super) cost: Vec<Option<u8>>,
    prev: Vec<Option<CellId>>,
}

impl Reach {
    /// Dijkstra over the engine's own Move actions, on copies of `s`, so
    /// every rule (fire, carrying, the escape reserve…) prices the path.
    pub(super) fn of(s: &GameState, revision: u64) -> Reach {
        let n = s.board().cell_count();
        let mut reach = Reach {
            revision,
            cost: vec![None; n],
            prev: vec![None; n],
        };
        let me = s.active();
        let budget = |st: &GameState| {
            st.firefighter(me)
                .map_or(0, |f| u16::from(f.ap) + u16::from(f.pool))
        };
        let Some(start) = s.firefighter(me).and_then(|f| f.cell) else {
            return reach;
        };
        if s.stage() != Stage::Actions {
            return reach;
        }
        let total = budget(s);
        let mut states: Vec<Option<GameState>> = vec![None; n];
        reach.cost[start.index()] = Some(0);
        states[start.index()] = Some(s.clone());
        let mut done = vec![false; n];
        loop {
            let next = (0..n)
                .filter(|&i| !done[i] && reach.cost[i].is_some())
                .min_by_key(|&i| reach.cost[i]);
            let Some(i) = next else { break };
            done[i] = true;
            let Some(here) = states[i].take() else {
                continue;
            };
            // Stepping onto a face-down POI reveals it: the walk stops there.
            if i != start.index()
                && here.tokens_at(CellId(i as u32)).any(|(_, t)| {
                    matches!(
                        t.place,
                        TokenPlace::Board {
                            revealed: false,
                            ..
                        }
                    )
                })
            {
                continue;
            }
            for action in here.legal_actions() {
                let Action::Move(to) = action else { continue };
                let Some(c) = here.board().cell_at(to) else {
                    continue;
                };
                if done[c.index()] {
                    continue;
                }
                let mut after = here.clone();
                if after.apply(action).is_err() {
                    continue;
                }
                let spent = total.saturating_sub(budget(&after));
                let cost = u8::try_from(spent).unwrap_or(u8::MAX);
                if reach.cost[c.index()].is_none_or(|old| cost < old) {
                    reach.cost[c.index()] = Some(cost);
                    reach.prev[c.index()] = Some(CellId(i as u32));
                    states[c.index()] = Some(after);
                }
            }
        }
        reach.cost[start.index()] = None;
        reach
    }

    /// The cells of the cheapest walk to `cell`, the start first.
    pub(super) fn path_to(&self, cell: CellId) -> Vec<CellId> {
        let mut path = vec![cell];
        let mut at = cell;
        while let Some(Some(p)) = self.prev.get(at.index()) {
            path.push(*p);
            at = *p;
            if path.len() > 200 {
                break;
            }
        }
        path.reverse();
        path
    }

    /// What the walk to `cell` costs, if there is one.
    pub(super) fn cost_of(&self, cell: CellId) -> Option<u8> {
        self.cost.get(cell.index()).copied().flatten()
    }
}
