//! The walk of one instance beside its compiled schema ([`Plans`]).

use std::fmt::Write as _;

use super::plan::{types, Const, Plan, Plans, Union};
use super::{Kind, Tree};
use crate::validate::report::Violation;

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
}

impl Shape {
    fn clear(&mut self) {
        self.declaring.clear();
        self.tagging.clear();
        self.open = false;
        self.extra.clear();
        self.items.clear();
        self.def = None;
    }
}

/// Lists a walk reuses (a walk visits a few dozen objects; allocating each
/// one's lists was a good part of its cost). Kept by the caller across
/// walks: a [`FrameValidator`](crate::validate::FrameValidator) has one.
#[derive(Default, Debug, Clone)]
pub(crate) struct Scratch {
    shapes: Vec<Shape>,
    ids: Vec<Vec<usize>>,
}

pub(super) struct Walk<'p, 'o> {
    pub(super) plans: &'p Plans,
    pub(super) out: &'o mut Vec<Violation>,
    /// The JSON pointer of the value being walked.
    pub(super) at: String,
    pub(super) scratch: &'o mut Scratch,
}

impl<'p> Walk<'p, '_> {
    fn plan(&self, id: usize) -> Option<&'p Plan> {
        self.plans.nodes.get(id)
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
        let plans = self.plans;
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
                    let def = shape.def.and_then(|d| plans.nodes.get(d)).and_then(|p| p.def.as_deref());
                    self.report(name, def);
                }
            }
            self.at.truncate(len);
        });
        self.scratch.ids.push(schemas);
    }

    fn report(&mut self, name: &str, def: Option<&str>) {
        let ty = def.unwrap_or("this type");
        self.out.push(Violation {
            instance_path: self.at.clone(),
            schema_path: def.map(|d| format!("/$defs/{}/properties", d.replace('~', "~0").replace('/', "~1"))).unwrap_or_default(),
            keyword: "undeclared".into(),
            message: format!(
                "`{name}` is not a member of {ty}: custom data goes in `_meta`, not at the root of a spec type (extensibility, MUST NOT); a member of a newer schema than this one also reads so"
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
