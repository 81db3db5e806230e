//! The requirement registry (`cargo xtask spec`) on small hand-made schemas:
//! sentence splitting, keywords, actors, stable ids, the checks and the
//! bump's requirement changes.

use crate::spec::changes::{changes, similarity};
use crate::spec::check::{self, rows_in, test_functions, Input, Rows};
use crate::spec::data::{self, Kind, VersionData};
use crate::spec::extract::{self, keywords, pieces, split_sentences, subject, Actor, Keyword};
use crate::spec::registry::Registry;
use crate::spec::render;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const PKG: &str = "@agentclientprotocol/sdk 9.9.9";

/// A schema whose `$defs` are `defs` (name → description).
fn schema(defs: &[(&str, &str)]) -> Vec<u8> {
    let mut all = serde_json::Map::new();
    for (name, description) in defs {
        all.insert(name.to_string(), json!({"type": "object", "description": description, "properties": {}}));
    }
    serde_json::to_vec(&json!({"$defs": Value::Object(all)})).expect("json")
}

fn registry(v1: &[u8]) -> Registry {
    Registry::build(&[(1, "v1/schema.json".to_owned(), v1.to_vec())]).expect("registry")
}

fn texts(r: &Registry) -> Vec<&str> {
    r.reqs.iter().map(|r| r.text.as_str()).collect()
}

#[test]
fn sentences_split_at_ends_not_after_abbreviations_or_in_code() {
    assert_eq!(
        split_sentences("One thing (e.g. a file). Then `a. B` stays.\nNext line, wrapped\nacross lines. lower. Upper!"),
        ["One thing (e.g. a file).", "Then `a. B` stays.", "Next line, wrapped across lines. lower.", "Upper!"]
    );
    // Emphasis and link targets go; the text stays.
    assert_eq!(split_sentences("Agents **MUST** see [the docs](https://x.example/a)."), ["Agents MUST see the docs."]);
}

#[test]
fn a_list_under_a_colon_is_its_lead_ins_sentence_unless_its_items_are_normative() {
    let plain = pieces("Upon receiving it, the Agent SHOULD:\n- Stop work\n- Send updates\n\nTail.");
    let plain: Vec<&str> = plain.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(plain, ["Upon receiving it, the Agent SHOULD: - Stop work - Send updates", "Tail."]);

    let items = pieces("The receiver:\n\n1. MAY cancel it\n2. MUST answer:\n  - a result\n  - an error");
    let texts: Vec<&str> = items.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["The receiver:", "MAY cancel it", "MUST answer: - a result - an error"]);
    // Items keep their lead-in, which names the actor.
    assert_eq!(items[1].context.as_deref(), Some("The receiver:"));
}

#[test]
fn keywords_are_rfc_2119_words_in_capitals_outside_code() {
    use Keyword::*;
    assert_eq!(keywords("Clients MUST NOT send it, and agents SHOULD NOT, MAY or MUST."), [MustNot, ShouldNot, May, Must]);
    assert_eq!(keywords("It is NOT RECOMMENDED; REQUIRED and OPTIONAL; SHALL NOT."), [NotRecommended, Required, Optional, ShallNot]);
    // Lowercase is not normative (RFC 8174); nor is a word inside a code span.
    assert!(keywords("Agents must send it. `MUST_X` and MUSTARD.").is_empty());
    assert!(extract::lowercase_modal("Agents must send it."));
    assert_eq!(Keyword::parse("MUST NOT").map(Keyword::level), Some(extract::Level::Must));
}

#[test]
fn the_actor_is_the_subject_of_the_keyword() {
    let cases = [
        ("Agents MUST support it.", Some(Actor::Agent)),
        ("The Client MUST stop.", Some(Actor::Client)),
        ("When a client sends `session/cancel`, it MUST answer.", Some(Actor::Client)),
        ("Unless the Client advertised it, Agents MUST report the standard states.", Some(Actor::Agent)),
        ("Agents that advertise the `client` capability MUST include it.", Some(Actor::Agent)),
        ("Clients MUST NOT send others, and Agents MUST reject them.", Some(Actor::Both)),
        ("Agents and clients MUST handle unknown values.", Some(Actor::Both)),
        ("Implementations MUST NOT assume anything.", Some(Actor::Both)),
        ("MUST be unique.", None),
    ];
    for (sentence, want) in cases {
        assert_eq!(subject(sentence), want, "{sentence}");
    }
    // "They MUST": the sentence before names them; no actor at all: both.
    let r = registry(&schema(&[("X", "Agents that do not know it keep it. They MUST NOT treat it as known."), ("Y", "MUST be unique.")]));
    let actors: Vec<(&str, Actor)> = r.reqs.iter().map(|r| (r.text.as_str(), r.actor)).collect();
    assert!(actors.contains(&("They MUST NOT treat it as known.", Actor::Agent)), "{actors:?}");
    assert!(actors.contains(&("MUST be unique.", Actor::Both)), "{actors:?}");
}

#[test]
fn ids_follow_the_sentence_not_its_place_or_its_neighbours() {
    let before = registry(&schema(&[("Caps", "What it is. Agents MUST send it.\nClients SHOULD show it.")]));
    // Other text edited, the sentence re-wrapped and given emphasis, the def renamed.
    let after = registry(&schema(&[("Capabilities", "What it is, reworded.\n\nAgents **MUST**\nsend it. Clients SHOULD show it.")]));
    assert_eq!(texts(&before), texts(&after));
    let ids = |r: &Registry| r.reqs.iter().map(|x| x.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&before), ids(&after));
    assert_eq!(extract::id(1, "Agents MUST send it."), extract::id(1, "Agents  MUST\nsend it."));
    assert_ne!(extract::id(1, "Agents MUST send it."), extract::id(2, "Agents MUST send it."));
    assert!(extract::id(2, "x").starts_with("v2-") && extract::id(2, "x").len() == 11);
    // Editing the sentence itself is a new id.
    let edited = registry(&schema(&[("Caps", "Agents MUST send it twice.")]));
    assert!(edited.get(&before.reqs[0].id).is_none());
}

#[test]
fn one_sentence_in_many_places_is_one_requirement_and_the_superset_shares_it() {
    let meta = "Implementations MUST NOT assume anything.";
    let stable = schema(&[("A", meta), ("B", meta)]);
    let unstable = schema(&[("A", meta), ("B", meta), ("C", "Agents MUST do more.")]);
    let r = Registry::build(&[(1, "v1/schema.json".into(), stable), (1, "v1/schema.unstable.json".into(), unstable)]).unwrap();
    assert_eq!(r.reqs.len(), 2);
    let m = r.reqs.iter().find(|x| x.text == meta).unwrap();
    assert!(m.stable);
    assert_eq!(m.sources.len(), 4);
    assert!(!r.reqs.iter().find(|x| x.text != meta).unwrap().stable);
    assert_eq!(r.files["v1/schema.json"].sentences, 1);
    assert_eq!(r.files["v1/schema.json"].occurrences, 2);
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-spec-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("tests")).expect("scratch dir");
    std::fs::write(
        dir.join("tests/a.rs"),
        "#[test]\nfn top() {}\n\nmod inner {\n    // why\n    #[tokio::test]\n    async fn deep() {}\n\n    fn helper() {}\n}\n\n#[test]\nfn after() {}\n",
    )
    .expect("test file");
    dir
}

fn rows() -> Rows {
    rows_in("req!(\"both.row\", Must, Both, \"x.mdx\", \"t\"),\n    req!(\"v2.row\", Should, V2, \"x.mdx\", \"t\"),")
}

fn parse(text: &str) -> VersionData {
    let mut d = VersionData::default();
    data::parse_schema("docs/spec/schema-v1.toml", text, &mut d).unwrap_or_else(|e| panic!("{e}"));
    d
}

fn run_check(root: &Path, reg: &Registry, text: &str, package: &str) -> check::Report {
    let data = BTreeMap::from([(1, parse(text))]);
    let rows = rows();
    check::check(&Input { root, registry: reg, data: &data, package: Some(package), rows: &rows })
}

const BASE: &str = "Agents MUST send it.";

fn disposition_of(reg: &Registry) -> String {
    format!("reviewed = \"{PKG}\"\n\n[\"{}\"]\ndisposition = \"enforced\"\ntest = \"tests/a.rs::inner::deep\"\n", reg.reqs[0].id)
}

#[test]
fn a_new_must_sentence_without_a_disposition_fails_the_check_naming_it() {
    let root = scratch("new-must");
    let reg = registry(&schema(&[("Caps", BASE)]));
    let text = disposition_of(&reg);
    let ok = run_check(&root, &reg, &text, PKG);
    assert!(ok.errors.is_empty(), "{:?}", ok.errors);

    // The next schema adds a MUST: the check names it, pinned or not.
    let bumped = registry(&schema(&[("Caps", BASE), ("Other", "Clients MUST NOT drop it.")]));
    let new = bumped.reqs.iter().find(|r| r.text.starts_with("Clients")).unwrap();
    for package in [PKG, "@agentclientprotocol/sdk 10.0.0"] {
        let report = run_check(&root, &bumped, &text, package);
        assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
        let e = &report.errors[0];
        assert!(e.contains(&new.id) && e.contains("MUST NOT (client) has no disposition") && e.contains("/$defs/Other/description"), "{e}");
    }
    // --stubs offers a table for it.
    let stubs = render::stubs(&bumped, &BTreeMap::from([(1, parse(&text))]));
    assert!(stubs.contains(&format!("[\"{}\"]\ndisposition = \"gap\"", new.id)), "{stubs}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_stale_disposition_fails_against_the_reviewed_schema_only() {
    let root = scratch("stale");
    let reg = registry(&schema(&[("Caps", BASE)]));
    let stale = format!("{}\n[\"v1-00000000\"]\ndisposition = \"gap\"\n", disposition_of(&reg));
    let report = run_check(&root, &reg, &stale, PKG);
    assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
    assert!(report.errors[0].contains("v1-00000000 is stale"), "{:?}", report.errors);

    // Another package (a bumped tree, the bump proof): reported, not failed.
    let report = run_check(&root, &reg, &stale, "@agentclientprotocol/sdk 1.0.0");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert!(report.notes.iter().any(|n| n.contains("not in this schema: v1-00000000")), "{:?}", report.notes);

    // Retired: kept on purpose; but not for a sentence that is there.
    let retired = stale.replace("disposition = \"gap\"\n", "disposition = \"gap\"\nretired = \"in 1.0.0\"\n");
    assert!(run_check(&root, &reg, &retired, PKG).errors.is_empty());
    let back = format!("{}retired = \"in 1.0.0\"\n", disposition_of(&reg));
    let report = run_check(&root, &reg, &back, PKG);
    assert!(report.errors.iter().any(|e| e.contains("marked retired but the sentence is in")), "{:?}", report.errors);
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn named_tests_and_rows_must_exist_and_apply() {
    let root = scratch("names");
    assert_eq!(test_functions(&std::fs::read_to_string(root.join("tests/a.rs")).unwrap()), ["top", "inner::deep", "after"]);
    assert!(check::test_exists(&root, "tests/a.rs::inner::deep").is_ok());
    let wrong_module = check::test_exists(&root, "tests/a.rs::deep").unwrap_err();
    assert!(wrong_module.contains("at `inner::deep`"), "{wrong_module}");
    assert!(check::test_exists(&root, "tests/a.rs::inner::helper").unwrap_err().contains("no test function `helper`"));
    assert!(check::test_exists(&root, "tests/none.rs::x").is_err());

    let reg = registry(&schema(&[("Caps", BASE)]));
    let id = &reg.reqs[0].id;
    let with = |body: &str| format!("reviewed = \"{PKG}\"\n\n[\"{id}\"]\n{body}\n");
    let errors = |body: &str| run_check(&root, &reg, &with(body), PKG).errors;
    assert!(errors("disposition = \"checked\"\nrow = \"both.row\"").is_empty());
    assert!(errors("disposition = \"checked\"\nrow = \"no.row\"")[0].contains("conform row `no.row` does not exist"));
    assert!(errors("disposition = \"checked\"\nrow = \"v2.row\"")[0].contains("not graded for v1"));
    assert!(errors("disposition = \"enforced\"\ntest = [\"tests/a.rs::top\", \"tests/a.rs::gone\"]")[0].contains("no test function `gone`"));
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn dispositions_are_one_of_four_with_what_each_needs() {
    let mut d = VersionData::default();
    let err = |text: &str| data::parse_schema("f.toml", text, &mut VersionData::default()).unwrap_err();
    assert!(err("[\"v1-1\"]\ndisposition = \"unassessed\"").contains("no unassessed state"));
    assert!(err("[\"v1-1\"]\ndisposition = \"enforced\"").contains("names no `test`"));
    assert!(err("[\"v1-1\"]\ndisposition = \"checked\"").contains("names no conform `row`"));
    assert!(err("[\"v1-1\"]\ndisposition = \"not-testable\"").contains("gives no `reason`"));
    assert!(err("[\"v1-1\"]\ndisposition = \"gap\"\nowner = \"me\"").contains("unknown key `owner`"));
    assert!(err("[\"v1-1\"]\ndisposition = \"gap\"\nactor = \"editor\"").contains("not agent, client or both"));
    data::parse_schema("f.toml", "# c\n[\"v1-1\"] # c\ndisposition = \"gap\" # c\nactor = \"client\"\n", &mut d).unwrap();
    assert_eq!((d.schema["v1-1"].kind, d.schema["v1-1"].actor), (Kind::Gap, Some(Actor::Client)));
    // A second file of the version may not say it again.
    assert!(data::parse_schema("g.toml", "[\"v1-1\"]\ndisposition = \"gap\"", &mut d).unwrap_err().contains("has a disposition already (f.toml:2)"));
}

#[test]
fn prose_entries_carry_their_own_words_and_a_disposition() {
    let mut d = VersionData::default();
    let text = "spec = \"repo@abc\"\npages = [\"a.mdx\"]\n\n[[requirement]]\nid = \"v1.a.rule\"\npage = \"a.mdx\"\nanchor = \"h\"\n\
                keyword = \"SHOULD NOT\"\nactor = \"agent\"\nsays = \"Say \\\"no\\\" \\u00e9.\"\nschema-wins = \"it says yes\"\n\
                see = [\"v1-1\"]\ndisposition = \"gap\"\n";
    data::parse_prose("p.toml", 1, text, &mut d).unwrap();
    let p = &d.prose[0];
    assert_eq!((p.keyword, p.actor, p.says.as_str(), d.pages.clone()), (Keyword::ShouldNot, Actor::Agent, "Say \"no\" é.", vec!["a.mdx".to_owned()]));
    assert_eq!(p.schema_wins.as_deref(), Some("it says yes"));
    let mut again = d.clone();
    assert!(data::parse_prose("q.toml", 1, &text.replace("spec = \"repo@abc\"\n", ""), &mut again).unwrap_err().contains("given twice"));
    assert!(data::parse_prose("r.toml", 1, &text.replace("SHOULD NOT", "should"), &mut VersionData::default()).unwrap_err().contains("not an RFC 2119 keyword"));
}

#[test]
fn the_bump_lists_sentences_added_removed_and_changed() {
    let old = registry(&schema(&[("A", "Agents MUST send the first one. Agents SHOULD keep it."), ("B", "Clients MUST NOT drop updates after a cancel."), ("C", "Agents MAY skip it.")]));
    let new = registry(&schema(&[
        ("A", "Agents MUST send the first one now. Agents SHOULD keep it."), // edited in place
        ("Moved", "Clients MUST NOT drop tool call updates after a cancel."), // reworded, another def
        ("D", "Agents MUST answer."),
    ]));
    let all = changes(&old, &new);
    let c = &all[&1];
    let changed: Vec<(&str, &str)> = c.changed.iter().map(|(o, n)| (o.text.as_str(), n.text.as_str())).collect();
    assert_eq!(changed.len(), 2, "{changed:?}");
    assert!(changed.contains(&("Agents MUST send the first one.", "Agents MUST send the first one now.")));
    assert!(changed.contains(&("Clients MUST NOT drop updates after a cancel.", "Clients MUST NOT drop tool call updates after a cancel.")));
    assert_eq!(c.added.iter().map(|r| r.text.as_str()).collect::<Vec<_>>(), ["Agents MUST answer."]);
    assert_eq!(c.removed.iter().map(|r| r.text.as_str()).collect::<Vec<_>>(), ["Agents MAY skip it."]);
    assert!(similarity("a b c", "a b c d") > 0.7 && similarity("a", "b") == 0.0);

    let text = crate::spec::changes::render(&old, &new, &BTreeMap::new());
    assert!(text.starts_with("normative sentences (docs/requirements.md): v1 +1/−1 ~2\n"), "{text}");
    assert!(text.contains("  v1 removed: v1-") && text.contains("MAY (agent) v1/schema.json /$defs/C/description\n      Agents MAY skip it.\n"), "{text}");
    assert!(text.contains("3 new or changed sentences have no disposition"), "{text}");
}

#[test]
fn the_table_lists_every_requirement_with_its_disposition() {
    let reg = registry(&schema(&[("Caps", BASE), ("Other", "Clients MUST NOT drop it.")]));
    let data = BTreeMap::from([(1, parse(&disposition_of(&reg)))]);
    let table = render::table(&reg, &data, Some(PKG));
    assert!(table.starts_with("<!-- Generated by `cargo xtask spec --write`"), "{table}");
    assert!(table.contains(&format!("| `{}` | MUST | [v1/schema.json](../schema/v1/schema.json) `/$defs/Caps/description` | Agents MUST send it. | enforced: `tests/a.rs::inner::deep` |", reg.reqs.iter().find(|r| r.text == BASE).unwrap().id)), "{table}");
    assert!(table.contains("| MUST NOT |") && table.contains("**none** (fails `--check`)"), "{table}");
    assert!(table.contains("| v1 | agent | schema | MUST | 1 | 0 | 0 | 0 | 0 | 1/1 |"), "{table}");
    // The same input, the same bytes.
    assert_eq!(table, render::table(&reg, &data, Some(PKG)));
}
