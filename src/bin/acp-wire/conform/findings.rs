//! Findings collected per connection and graded per version: both modes
//! (agent and `--client`) list each distinct finding once, in the order
//! first seen, and a reason shows the first three.

/// Every distinct item of `pick(o)` over all observations, first-seen order.
pub fn distinct<'a, O: 'a, T: Clone + PartialEq>(all: impl IntoIterator<Item = &'a O>, pick: impl Fn(&O) -> &Vec<T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for o in all {
        for s in pick(o) {
            if !out.contains(s) {
                out.push(s.clone());
            }
        }
    }
    out
}

/// A reason line: the first three items on one line each, then how many more.
pub fn shorten(items: Vec<String>) -> String {
    let n = items.len();
    let mut s = items.into_iter().take(3).map(|x| x.replace('\n', " ")).collect::<Vec<_>>().join("; ");
    if n > 3 {
        s.push_str(&format!("; and {} more", n - 3));
    }
    s
}
