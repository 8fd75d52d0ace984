//! How a script's expectations are compared with what the engine did: an
//! expected value against the actual JSON (absent fields read as their
//! usual values), lists as sets, in order or by `exactly`, `include` and
//! `exclude`, each difference worded with its path (`docs/scripts.md`).

use serde_json::{Map, Value};

/// What an absent field means. Snapshots and events leave out fields that
/// hold zero, false, nothing or their usual value (serde's
/// `skip_serializing_if`), so an expectation of `"saved": 0` must find 0 where
/// the JSON has no `saved`. This is a table of those fields rather than a
/// rule ("absent is zero") because optional fields are left out too, and
/// there absent means none: `"carried_by": 0` (carried by firefighter 0)
/// must not hold for a token nobody carries.
pub(super) fn absent_default(key: &str) -> Option<Value> {
    Some(match key {
        "won" | "knocked_down" | "downed" | "revealed" | "treated" | "acted"
        | "started_on_engine" | "target_hot" | "hazmat_exploded" | "redo" => Value::Bool(false),
        "saved" | "pool" | "hot_spot_supply" | "flare_ups" | "cafs_commanded" | "floor" => {
            Value::from(0)
        }
        "fire" | "smoke" | "damage" | "doors" | "pois" | "hazmat" | "hot_spots" | "forced"
        | "ladders" => Value::Array(Vec::new()),
        "turn_state" | "fire_phase" => Value::Object(Map::new()),
        "fire_step" => Value::from("advance"),
        // A POI's or Hazmat's place.
        "place" => Value::from("board"),
        _ => return None,
    })
}

/// Field `key` of the actual object `got`: its value, the value its absence
/// stands for, or `null`.
pub(super) fn field(got: &Value, key: &str) -> Value {
    got.get(key)
        .cloned()
        .or_else(|| absent_default(key))
        .unwrap_or(Value::Null)
}

/// Whether `got` matches the expectation `want` (see [`compare`]).
pub(super) fn fits(want: &Value, got: &Value) -> bool {
    compare(want, got, "").is_ok()
}

/// Compares an expected value with the actual one (`null` when absent) at
/// `path`; the error says what differs.
///
/// * Objects compare only the keys expected; an absent key reads as its
///   usual value ([`absent_default`]) or `null`.
/// * Lists of strings (cells) compare as sets; an empty list means none;
///   other lists of objects compare element by element, and the actual list
///   may go on past the expected ones (e.g. POIs left in the supply).
/// * `{"exactly": [...]}` (with `"ordered": true`: in this order),
///   `{"include": [...]}` and `{"exclude": [...]}` check a list
///   ([`ListCheck`]).
/// * Anything else compares equal.
pub(super) fn compare(want: &Value, got: &Value, path: &str) -> Result<(), String> {
    if let Some(check) = ListCheck::read(want) {
        let check = check.map_err(|e| format!("{path}: {e}"))?;
        return match got {
            Value::Array(items) => check.compare(items, path),
            Value::Null => check.compare(&[], path),
            _ => Err(format!("{path}: expected a list, got {got}")),
        };
    }
    match (want, got) {
        (Value::Object(w), Value::Object(_)) => {
            for (key, value) in w {
                compare(value, &field(got, key), &format!("{path}.{key}"))?;
            }
            Ok(())
        }
        (Value::Object(w), Value::Null) if w.is_empty() => Ok(()),
        (Value::Array(w), Value::Array(g)) => compare_list(w, g, path),
        (Value::Array(w), Value::Null) if w.is_empty() => Ok(()),
        _ if want == got => Ok(()),
        _ => Err(format!("{path}: expected {want}, got {}", shown(got))),
    }
}

fn shown(got: &Value) -> String {
    match got {
        Value::Null => "nothing".into(),
        got => got.to_string(),
    }
}

/// A plain expected list (see [`compare`]).
fn compare_list(w: &[Value], g: &[Value], path: &str) -> Result<(), String> {
    let differs = || {
        Err(format!(
            "{path}: expected {}, got {}",
            Value::from(w.to_vec()),
            Value::from(g.to_vec())
        ))
    };
    if w.is_empty() {
        return if g.is_empty() { Ok(()) } else { differs() };
    }
    if w.iter().chain(g).all(Value::is_string) {
        let (missing, extra) = set_difference(w, g);
        if missing.is_empty() && extra.is_empty() {
            return Ok(());
        }
        return Err(format!(
            "{path}: expected {}, got {}{}",
            Value::from(w.to_vec()),
            Value::from(g.to_vec()),
            describe_difference(&missing, &extra)
        ));
    }
    let prefix = w.iter().all(Value::is_object);
    if g.len() < w.len() || (!prefix && g.len() != w.len()) {
        return differs();
    }
    for (i, (a, b)) in w.iter().zip(g).enumerate() {
        compare(a, b, &format!("{path}[{i}]"))?;
    }
    Ok(())
}

/// Strings in `w` and not in `g`, and in `g` and not in `w`, as multisets.
fn set_difference<'a>(w: &'a [Value], g: &'a [Value]) -> (Vec<&'a Value>, Vec<&'a Value>) {
    let mut extra: Vec<&Value> = g.iter().collect();
    let mut missing = Vec::new();
    for want in w {
        match extra.iter().position(|got| *got == want) {
            Some(i) => {
                extra.swap_remove(i);
            }
            None => missing.push(want),
        }
    }
    (missing, extra)
}

fn describe_difference(missing: &[&Value], extra: &[&Value]) -> String {
    let list = |values: &[&Value]| {
        values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut parts = Vec::new();
    if !missing.is_empty() {
        parts.push(format!("missing {}", list(missing)));
    }
    if !extra.is_empty() {
        parts.push(format!("not expected {}", list(extra)));
    }
    format!(" ({})", parts.join("; "))
}

/// A list wrapper: `{"exactly": [...], "ordered": bool, "include": [...],
/// "exclude": [...]}`, every part given must hold.
struct ListCheck<'a> {
    /// These and no others: each actual entry matched by a different
    /// expected one; by position when `ordered`.
    exactly: Option<&'a [Value]>,
    ordered: bool,
    /// Each of these matched by a different actual entry; others may follow.
    include: &'a [Value],
    /// No actual entry matches any of these.
    exclude: &'a [Value],
}

impl<'a> ListCheck<'a> {
    const KEYS: [&'static str; 3] = ["exactly", "include", "exclude"];

    /// `None` when `want` is not a list wrapper (no `exactly`, `include` or
    /// `exclude` key; no field of a state or an event has those names).
    fn read(want: &'a Value) -> Option<Result<ListCheck<'a>, String>> {
        let object = want.as_object()?;
        if !Self::KEYS.iter().any(|k| object.contains_key(*k)) {
            return None;
        }
        let list = |key: &str| -> Result<Option<&'a [Value]>, String> {
            match object.get(key) {
                None => Ok(None),
                Some(Value::Array(items)) => Ok(Some(items.as_slice())),
                Some(other) => Err(format!("\"{key}\" must be a list, not {other}")),
            }
        };
        let read = || {
            if let Some(key) = object
                .keys()
                .find(|k| !Self::KEYS.contains(&k.as_str()) && k.as_str() != "ordered")
            {
                return Err(format!(
                    "unknown key {key:?} in a list check (\"exactly\", \"ordered\", \"include\", \"exclude\")"
                ));
            }
            let ordered = match object.get("ordered") {
                None => false,
                Some(Value::Bool(b)) => *b,
                Some(other) => {
                    return Err(format!("\"ordered\" must be true or false, not {other}"));
                }
            };
            let exactly = list("exactly")?;
            if ordered && exactly.is_none() {
                return Err("\"ordered\" goes with \"exactly\"".into());
            }
            Ok(ListCheck {
                exactly,
                ordered,
                include: list("include")?.unwrap_or_default(),
                exclude: list("exclude")?.unwrap_or_default(),
            })
        };
        Some(read())
    }

    fn compare(&self, items: &[Value], path: &str) -> Result<(), String> {
        let got = || Value::from(items.to_vec());
        if let Some(exactly) = self.exactly {
            if self.ordered {
                if exactly.len() != items.len() {
                    return Err(format!(
                        "{path}: expected exactly {} entries in order, got {}: {}",
                        exactly.len(),
                        items.len(),
                        got()
                    ));
                }
                for (i, (a, b)) in exactly.iter().zip(items).enumerate() {
                    compare(a, b, &format!("{path}[{i}]"))?;
                }
            } else {
                let (found, owners) = assign(exactly, items);
                let missing: Vec<&Value> = exactly
                    .iter()
                    .zip(&found)
                    .filter(|(_, f)| f.is_none())
                    .map(|(w, _)| w)
                    .collect();
                let extra: Vec<&Value> = items
                    .iter()
                    .zip(&owners)
                    .filter(|(_, o)| o.is_none())
                    .map(|(g, _)| g)
                    .collect();
                if !missing.is_empty() || !extra.is_empty() {
                    return Err(format!(
                        "{path}: expected exactly {}, got {}{}",
                        Value::from(exactly.to_vec()),
                        got(),
                        describe_difference(&missing, &extra)
                    ));
                }
            }
        }
        let (found, _) = assign(self.include, items);
        let missing: Vec<&Value> = self
            .include
            .iter()
            .zip(&found)
            .filter(|(_, f)| f.is_none())
            .map(|(w, _)| w)
            .collect();
        if !missing.is_empty() {
            return Err(format!(
                "{path}: expected to include {}, got {}{}",
                Value::from(self.include.to_vec()),
                got(),
                describe_difference(&missing, &[])
            ));
        }
        for unwanted in self.exclude {
            if let Some(hit) = items.iter().find(|got| fits(unwanted, got)) {
                return Err(format!(
                    "{path}: expected no entry matching {unwanted}, got {hit}"
                ));
            }
        }
        Ok(())
    }
}

/// Matches expected entries to different actual ones, as many as possible
/// (a maximum bipartite matching, by augmenting paths: with partial objects
/// a greedy choice could take the only entry a later expectation fits).
/// Returns, per expected entry, the actual one it took, and per actual
/// entry, the expected one that took it.
pub(super) fn assign(want: &[Value], got: &[Value]) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
    let fitting: Vec<Vec<usize>> = want
        .iter()
        .map(|w| (0..got.len()).filter(|&j| fits(w, &got[j])).collect())
        .collect();
    let mut owner: Vec<Option<usize>> = vec![None; got.len()];
    for i in 0..want.len() {
        let mut seen = vec![false; got.len()];
        augment(i, &fitting, &mut owner, &mut seen);
    }
    let mut found = vec![None; want.len()];
    for (j, o) in owner.iter().enumerate() {
        if let Some(i) = *o {
            found[i] = Some(j);
        }
    }
    (found, owner)
}

/// Kuhn's augmenting path from expected entry `i`.
fn augment(
    i: usize,
    fitting: &[Vec<usize>],
    owner: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for &j in &fitting[i] {
        if seen[j] {
            continue;
        }
        seen[j] = true;
        if owner[j].is_none_or(|k| augment(k, fitting, owner, seen)) {
            owner[j] = Some(i);
            return true;
        }
    }
    false
}
