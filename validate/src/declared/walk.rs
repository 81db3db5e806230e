//! The walk of one instance beside its compiled schema ([`Plans`]).

use std::fmt::Write as _;

use super::plan::{types, Const, Plan, Plans, Union};
use super::{Grading, Kind, Tree};
use crate::report::Violation;

/// How deep the schema is followed (the pinned schemas nest about 12).
const MAX_DEPTH: usize = 48;

/// What one object's schemas declare (gathered through `$ref`, `allOf`
/// and the union branches the value fits): the plans, by index, so that
/// shapes hold no borrow and are reused across messages ([`Scratch`]).
#[derive(Default, Debug, Clone)]
struct Shape {
    /// Plans whose `properties` declare members (a name may be declared
    /// by two: a union branch's tag and the variant's own struct).
    declaring: Vec<usize>,
    /// Plans whose unions' tags are declared (in every branch).
    tagging: Vec<usize>,
    open: bool,
    extra: Vec<usize>,
    items: Vec<usize>,
    /// The last plan that is a `$defs` entry and declared members.
    def: Option<usize>,
    /// Every plan gathered that is a `$defs` entry, in order (what an
    /// undeclared member is looked up by in the superset and the retired
    /// list).
    defs: Vec<usize>,
}

impl Shape {
    fn clear(&mut self) {
        self.declaring.clear();
        self.tagging.clear();
        self.open = false;
        self.extra.clear();
        self.items.clear();
        self.def = None;
        self.defs.clear();
    }
}

/// Lists a walk reuses (a walk visits a few dozen objects; allocating each
/// one's lists was a good part of its cost). Kept by the caller across
/// walks: a [`FrameValidator`](crate::FrameValidator) has one.
#[derive(Default, Debug, Clone)]
pub(crate) struct Scratch {
    shapes: Vec<Shape>,
    ids: Vec<Vec<usize>>,
}

pub(super) struct Walk<'p, 'o> {
    pub(super) grading: Grading<'p>,
    pub(super) out: &'o mut Vec<Violation>,
    /// The JSON pointer of the value being walked.
    pub(super) at: String,
    pub(super) scratch: &'o mut Scratch,
}

impl<'p> Walk<'p, '_> {
    fn plan(&self, id: usize) -> Option<&'p Plan> {
        self.grading.plans.nodes.get(id)
    }

    /// Walks `instance` against every schema of `ids` at once: what one
    /// of them declares is declared (a member two union branches share,
    /// the items of two array branches).
    pub(super) fn value<T: Tree>(&mut self, ids: &[usize], instance: &T, depth: usize) {
        if depth > MAX_DEPTH || ids.is_empty() {
            return;
        }
        let kind = instance.kind();
        if !matches!(kind, Kind::Object | Kind::Array) {
            return;
        }
        let mut shape = self.scratch.shapes.pop().unwrap_or_default();
        shape.clear();
        for id in ids {
            self.gather(*id, instance, &mut shape, depth);
        }
        match kind {
            Kind::Object => self.object(&shape, instance, depth),
            Kind::Array => {
                let items = std::mem::take(&mut shape.items);
                instance.each_item(&mut |i, item| {
                    let len = self.at.len();
                    let _ = write!(self.at, "/{i}");
                    self.value(&items, item, depth + 1);
                    self.at.truncate(len);
                });
                shape.items = items;
            }
            _ => {}
        }
        self.scratch.shapes.push(shape);
    }

    fn object<T: Tree>(&mut self, shape: &Shape, instance: &T, depth: usize) {
        let closed = !shape.declaring.is_empty() && !shape.open;
        let plans = self.grading.plans;
        let mut schemas = self.scratch.ids.pop().unwrap_or_default();
        instance.each_member(&mut |name, member| {
            if name == "_meta" {
                return;
            }
            let len = self.at.len();
            self.at.push('/');
            if name.contains(['~', '/']) {
                self.at.push_str(&name.replace('~', "~0").replace('/', "~1"));
            } else {
                self.at.push_str(name);
            }
            schemas.clear();
            for p in shape.declaring.iter().filter_map(|p| plans.nodes.get(*p)) {
                schemas.extend(p.props.iter().filter(|(n, _)| **n == *name).map(|(_, s)| *s));
            }
            let tag = shape.tagging.iter().filter_map(|p| plans.nodes.get(*p)).any(|p| p.tags.iter().any(|t| **t == *name));
            if !schemas.is_empty() {
                // A tag's value is a string: nothing to walk.
                let these = std::mem::take(&mut schemas);
                self.value(&these, member, depth + 1);
                schemas = these;
            } else if !tag {
                self.value(&shape.extra, member, depth + 1);
                if closed {
                    self.classify(shape, instance, name, member, depth);
                }
            }
            self.at.truncate(len);
        });
        self.scratch.ids.push(schemas);
    }

    /// Reports `name`, a member of `instance` that the graded schema does
    /// not declare: an unstable feature (the superset declares it; its
    /// value is walked beside the superset), a retired member (an earlier
    /// published schema declared it), or custom data.
    fn classify<T: Tree>(&mut self, shape: &Shape, instance: &T, name: &str, member: &T, depth: usize) {
        let plans = self.grading.plans;
        let def = shape.def.and_then(|d| plans.nodes.get(d)).and_then(|p| p.def.as_deref());
        let ty = def.unwrap_or("this type");
        let schema_path = def.map(|d| format!("/$defs/{}/properties", d.replace('~', "~0").replace('/', "~1"))).unwrap_or_default();
        let names = || shape.defs.iter().rev().filter_map(|d| plans.nodes.get(*d)).filter_map(|p| p.def.as_deref());
        if let Some(sup) = self.grading.superset {
            let mut ids = Vec::new();
            let mut owner = None;
            for n in names() {
                if let Some(id) = sup.def(n) {
                    declared_in(sup, id, name, &mut ids, 0);
                    if !ids.is_empty() {
                        owner = Some(n);
                        break;
                    }
                }
            }
            if let Some(owner) = owner {
                self.out.push(Violation {
                    instance_path: self.at.clone(),
                    schema_path,
                    keyword: "unstable".into(),
                    message: format!(
                        "`{name}` is not a member of {ty} in the stable schema; the pinned unstable schema declares it ({owner}): an unstable feature in use (informational)"
                    ),
                    tolerated_by: None,
                });
                // Custom data inside an unstable member is still custom.
                let mut inner = Walk {
                    grading: Grading { plans: sup, superset: None, retired: self.grading.retired },
                    out: &mut *self.out,
                    at: std::mem::take(&mut self.at),
                    scratch: &mut *self.scratch,
                };
                inner.value(&ids, member, depth + 1);
                self.at = inner.at;
                return;
            }
        }
        if let Some(retired) = self.grading.retired {
            let mut found = None;
            for d in shape.defs.iter().rev().filter_map(|d| plans.nodes.get(*d)) {
                let Some(n) = d.def.as_deref() else { continue };
                for u in &d.unions {
                    let Some(tag) = u.tag.as_deref() else { continue };
                    let Some(value) = instance.get(tag).and_then(Tree::as_text) else { continue };
                    let key = format!("{n}[{tag}={value}]");
                    if let Some(last) = retired.get(&key).and_then(|m| m.get(name)) {
                        found = Some((key, last));
                        break;
                    }
                }
                if found.is_none() {
                    if let Some(last) = retired.get(n).and_then(|m| m.get(name)) {
                        found = Some((n.to_string(), last));
                    }
                }
                if found.is_some() {
                    break;
                }
            }
            if let Some((key, last)) = found {
                self.out.push(Violation {
                    instance_path: self.at.clone(),
                    schema_path,
                    keyword: "retired".into(),
                    message: format!(
                        "`{name}` is not a member of {ty} in the pinned schema; it was one of {key} until {} {last}: a retired member (informational)",
                        super::retired::package()
                    ),
                    tolerated_by: None,
                });
                return;
            }
        }
        self.out.push(Violation {
            instance_path: self.at.clone(),
            schema_path,
            keyword: "undeclared".into(),
            message: format!(
                "`{name}` is not a member of {ty}: custom data goes in `_meta`, not at the root of a spec type (extensibility, MUST NOT); no pinned or earlier published schema declares it (a newer schema's member also reads so)"
            ),
            tolerated_by: None,
        });
    }

    /// Adds what plan `id` declares for `instance` to `shape`.
    fn gather<T: Tree>(&self, id: usize, instance: &T, shape: &mut Shape, depth: usize) {
        let Some(p) = self.plan(id).filter(|_| depth <= MAX_DEPTH) else {
            shape.open = true;
            return;
        };
        if p.def.is_some() {
            shape.defs.push(id);
        }
        if p.declares {
            shape.declaring.push(id);
            if p.def.is_some() {
                shape.def = Some(id);
            }
        }
        shape.open |= p.open;
        shape.extra.extend(p.extra);
        shape.items.extend(p.items);
        // A union's tag is declared in every branch: a variant the schema
        // leaves untagged (the default one) may still be sent with it.
        if !p.tags.is_empty() {
            shape.tagging.push(id);
        }
        for part in &p.all {
            self.gather(*part, instance, shape, depth + 1);
        }
        for union in &p.unions {
            let mut any = false;
            for b in candidates(union, instance).filter(|b| self.fits(*b, instance, depth + 1)) {
                any = true;
                self.gather(b, instance, shape, depth + 1);
            }
            if !any {
                // Not an instance of the union (the schema check reports
                // it): nothing is judged here.
                shape.open = true;
            }
        }
    }

    /// Whether `instance` may be an instance of plan `id`, by the keywords
    /// that tell a union's branches apart (type, const, enum, required,
    /// tag members' consts, items, not); other keywords are assumed to hold.
    fn fits<T: Tree>(&self, id: usize, instance: &T, depth: usize) -> bool {
        let Some(p) = self.plan(id).filter(|_| depth <= MAX_DEPTH) else {
            return true;
        };
        if p.never {
            return false;
        }
        let kind = instance.kind();
        if p.types.is_some_and(|t| t & bit(kind) == 0) {
            return false;
        }
        if p.konst.as_ref().is_some_and(|c| !const_fits(c, instance)) {
            return false;
        }
        if p.enumeration.as_ref().is_some_and(|e| !e.iter().any(|c| const_fits(c, instance))) {
            return false;
        }
        if kind == Kind::Object {
            if p.required.iter().any(|r| instance.get(r).is_none()) {
                return false;
            }
            for (name, c) in &p.prop_consts {
                if instance.get(name).is_some_and(|v| !const_fits(c, v)) {
                    return false;
                }
            }
        }
        if let Some(items) = p.items {
            let mut all = true;
            instance.each_item(&mut |_, item| all = all && self.fits(items, item, depth + 1));
            if !all {
                return false;
            }
        }
        if !p.all.iter().all(|a| self.fits(*a, instance, depth + 1)) {
            return false;
        }
        if !p.unions.iter().all(|union| candidates(union, instance).any(|b| self.fits(b, instance, depth + 1))) {
            return false;
        }
        !p.not.is_some_and(|n| self.fits(n, instance, depth + 1))
    }
}

/// The schemas plan `id` of `plans` (a def, through its `allOf` parts and
/// `$ref`) gives member `name`, added to `ids`.
fn declared_in(plans: &Plans, id: usize, name: &str, ids: &mut Vec<usize>, depth: usize) {
    let Some(p) = plans.nodes.get(id).filter(|_| depth <= 4) else { return };
    ids.extend(p.props.iter().filter(|(n, _)| **n == *name).map(|(_, s)| *s));
    for part in &p.all {
        declared_in(plans, *part, name, ids, depth + 1);
    }
}

/// The branches of `union` that `instance` may be an instance of by its
/// tag: the ones tagged with its tag's string and the untagged ones; every
/// branch when it has no string tag.
fn candidates<'a, T: Tree>(union: &'a Union, instance: &'a T) -> impl Iterator<Item = usize> + 'a {
    let tag = union.tag.as_deref().and_then(|t| instance.get(t)).and_then(Tree::as_text);
    let tagged = match tag {
        Some(t) => {
            let start = union.tagged.partition_point(|(c, _)| **c < *t);
            let end = start + union.tagged[start..].partition_point(|(c, _)| **c == *t);
            &union.tagged[start..end]
        }
        None => &union.tagged[..],
    };
    tagged.iter().map(|(_, b)| *b).chain(union.untagged.iter().copied())
}

fn bit(kind: Kind) -> u8 {
    match kind {
        Kind::Null => types::NULL,
        Kind::Bool => types::BOOL,
        Kind::Number => types::NUMBER,
        Kind::String => types::STRING,
        Kind::Array => types::ARRAY,
        Kind::Object => types::OBJECT,
    }
}

/// Whether `instance` equals the constant `c` (strings, booleans and null
/// are compared; other constants are assumed equal).
fn const_fits<T: Tree>(c: &Const, instance: &T) -> bool {
    match c {
        Const::Str(s) => instance.as_text() == Some(&**s),
        Const::Bool(b) => instance.as_flag() == Some(*b),
        Const::Null => instance.kind() == Kind::Null,
        Const::Other => true,
    }
}
