//! The walk of one instance beside its compiled schema ([`Plans`]).

use std::fmt::Write as _;

use super::plan::{types, Const, Plan, Plans};
use super::{Kind, Tree};
use crate::validate::report::Violation;

/// How deep the schema is followed (the pinned schemas nest about 12).
const MAX_DEPTH: usize = 48;

/// A child schema that accepts anything (a union's tag where a branch
/// does not declare it).
const ANY: usize = usize::MAX;

/// What one object's schemas declare (gathered through `$ref`, `allOf`
/// and the union branches the value fits).
#[derive(Default)]
struct Shape<'p> {
    /// Declared member names and their schemas (a name may come twice:
    /// a union branch's tag and the variant's own struct).
    props: Vec<(&'p str, usize)>,
    declares: bool,
    open: bool,
    extra: Vec<usize>,
    items: Vec<usize>,
    /// The last `$defs` entry that declared members (for messages).
    def: Option<&'p str>,
}

pub(super) struct Walk<'p, 'o> {
    pub(super) plans: &'p Plans,
    pub(super) out: &'o mut Vec<Violation>,
    /// The JSON pointer of the value being walked.
    pub(super) at: String,
}

impl<'p> Walk<'p, '_> {
    fn plan(&self, id: usize) -> Option<&'p Plan> {
        self.plans.nodes.get(id)
    }

    /// Walks `instance` against every schema of `ids` at once: what one
    /// of them declares is declared (a member two union branches share,
    /// the items of two array branches).
    pub(super) fn value<T: Tree>(&mut self, ids: &[usize], instance: &T, depth: usize) {
        if depth > MAX_DEPTH || ids.is_empty() || ids.contains(&ANY) {
            return;
        }
        let kind = instance.kind();
        if !matches!(kind, Kind::Object | Kind::Array) {
            return;
        }
        let mut shape = Shape::default();
        for id in ids {
            self.gather(*id, instance, &mut shape, depth);
        }
        match kind {
            Kind::Object => self.object(&shape, instance, depth),
            Kind::Array => {
                let items = shape.items;
                instance.each_item(&mut |i, item| {
                    let len = self.at.len();
                    let _ = write!(self.at, "/{i}");
                    self.value(&items, item, depth + 1);
                    self.at.truncate(len);
                });
            }
            _ => {}
        }
    }

    fn object<T: Tree>(&mut self, shape: &Shape<'p>, instance: &T, depth: usize) {
        let closed = shape.declares && !shape.open;
        let mut schemas = Vec::new();
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
            schemas.extend(shape.props.iter().filter(|(n, _)| *n == name).map(|(_, s)| *s));
            if !schemas.is_empty() {
                let these = std::mem::take(&mut schemas);
                self.value(&these, member, depth + 1);
                schemas = these;
            } else {
                self.value(&shape.extra, member, depth + 1);
                if closed {
                    self.report(name, shape.def);
                }
            }
            self.at.truncate(len);
        });
    }

    fn report(&mut self, name: &str, def: Option<&str>) {
        let ty = def.unwrap_or("this type");
        self.out.push(Violation {
            instance_path: self.at.clone(),
            schema_path: def.map(|d| format!("/$defs/{}/properties", crate::validate::schema::escape(d))).unwrap_or_default(),
            keyword: "undeclared".into(),
            message: format!(
                "`{name}` is not a member of {ty}: custom data goes in `_meta`, not at the root of a spec type (extensibility, MUST NOT); a member of a newer schema than this one also reads so"
            ),
        });
    }

    /// Adds what plan `id` declares for `instance` to `shape`.
    fn gather<T: Tree>(&self, id: usize, instance: &T, shape: &mut Shape<'p>, depth: usize) {
        let Some(p) = self.plan(id).filter(|_| depth <= MAX_DEPTH) else {
            shape.open = true;
            return;
        };
        if p.declares {
            shape.declares = true;
            if let Some(d) = &p.def {
                shape.def = Some(d);
            }
            shape.props.extend(p.props.iter().map(|(n, s)| (&**n, *s)));
        }
        shape.open |= p.open;
        shape.extra.extend(p.extra);
        shape.items.extend(p.items);
        // A union's tag is declared in every branch: a variant the schema
        // leaves untagged (the default one) may still be sent with it.
        shape.props.extend(p.tags.iter().map(|t| (&**t, ANY)));
        for part in &p.all {
            self.gather(*part, instance, shape, depth + 1);
        }
        for branches in &p.unions {
            let mut any = false;
            for b in branches.iter().filter(|b| self.fits(**b, instance, depth + 1)) {
                any = true;
                self.gather(*b, instance, shape, depth + 1);
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
        if !p.unions.iter().all(|branches| branches.iter().any(|b| self.fits(*b, instance, depth + 1))) {
            return false;
        }
        !p.not.is_some_and(|n| self.fits(n, instance, depth + 1))
    }
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
