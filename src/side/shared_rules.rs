//! The part of a version's policy that means the same in every version but
//! reads the version's own types: which auth methods are terminal ones,
//! what a config option list records, which value a `set_config_option`
//! sets, which elicitation modes and prompt blocks were advertised, what a
//! `systemPrompt` may say.
//!
//! The generated types of two versions are distinct types, and a few of
//! their members have other names (v1's `SessionConfigOption.id` is v2's
//! `configId`); the rules themselves do not differ. So they are written
//! once here, as [`shared_rules!`], and each `src/vN/policy.rs` expands it
//! with what differs: those member names, the capability paths its
//! refusals name, and the schema facts (`cfg`) of the parts an older schema
//! lacks. The rule impls stay in the policy file (the generator reads them
//! there for the version's `POLICY` table); their bodies call these.

/// Expands, in a version's policy module (where `super` is the version
/// module and `State` its `ConnState`), the helpers its rules share with
/// every other version:
///
/// | helper | what it does |
/// |---|---|
/// | `terminal_auth(methods)` | the ids of the terminal methods among `initialize`'s `authMethods` (the client runs the agent itself for those) |
/// | `not_terminal_auth(s, id)` | refuses an auth method id that is one of the agent's terminal methods |
/// | `implementation(info)` | the `Implementation` (`clientInfo`) of a client's [`Info`](crate::side::Info) |
/// | `config_options(options)` | a full config option list as the gate records it (id; select values or boolean) |
/// | `config_value(kind)` | the value a `session/set_config_option` request sets |
/// | `elicitation_mode(modes, mode)` | a request's elicitation mode against the client's advertised (`form`, `url`) |
/// | `prompt_content(prompt, image, audio, embedded)` | a prompt's blocks against the agent's prompt capabilities; a block of a type the schema does not define is refused (-32602) |
/// | `system_prompt(s, prompt)` | a session setup's `systemPrompt` against the agent's capabilities (schemas with `systemPrompt` only) |
///
/// Parameters, in this order:
/// - `config_id`: the member of `SessionConfigOption` holding its id;
/// - `select_by`: the variant of `SetSessionConfigOptionRequestKind` that
///   sets a value id;
/// - `terminal_auth: (fact, member)`: the schema fact of
///   `AuthMethod::terminal` and the member holding a terminal method's id;
/// - `elicitation`, `prompt`: the capability paths of the client's
///   elicitation and the agent's prompt capabilities;
/// - `system_prompt: (fact, path, caps)`: the schema fact of the
///   capability, its path, and a closure reading it from the agent's
///   capabilities.
macro_rules! shared_rules {
    (
        config_id: $config_id:ident,
        select_by: $select_by:ident,
        terminal_auth: ($terminal_fact:meta, $terminal_id:ident),
        elicitation: $elicitation:literal,
        prompt: $prompt:literal,
        system_prompt: ($sp_fact:meta, $sp_path:literal, $sp_caps:expr),
    ) => {
        /// The ids of the terminal methods among an `initialize` result's
        /// `authMethods`: the client runs the agent itself for those.
        fn terminal_auth(methods: Option<&Vec<super::AuthMethod>>) -> Vec<String> {
            let id = |m: &super::AuthMethod| -> Option<String> {
                match m {
                    #[cfg($terminal_fact)]
                    super::AuthMethod::Terminal(t) => Some(t.$terminal_id.0.clone()),
                    _ => None,
                }
            };
            methods.into_iter().flatten().filter_map(id).collect()
        }

        /// An auth method id the client may pass to the agent: not one of
        /// the agent's terminal methods (the client runs the agent
        /// interactively for those; -32602).
        fn not_terminal_auth(s: &State, id: &str) -> Result<(), $crate::side::Refusal> {
            if s.read_caps(|c| c.terminal_auth.iter().any(|t| t == id)) {
                return Err($crate::side::Refusal::TerminalAuth(id.to_owned()));
            }
            Ok(())
        }

        /// The `Implementation` a client states at `initialize`.
        fn implementation(info: &$crate::side::Info) -> super::Implementation {
            let implementation = super::Implementation::new(info.name.clone(), info.version.clone());
            match &info.title {
                Some(t) => implementation.title(t.clone()),
                None => implementation,
            }
        }

        /// A full list of config options, as the gate records it.
        fn config_options(options: &[super::SessionConfigOption]) -> Vec<$crate::side::ConfigOption> {
            use $crate::side::ConfigOption;
            let select_values = |options: &super::SessionConfigSelectOptions| -> Vec<String> {
                match options {
                    super::SessionConfigSelectOptions::Ungrouped(o) => o.iter().map(|x| x.value.0.clone()).collect(),
                    super::SessionConfigSelectOptions::Grouped(g) => g.iter().flat_map(|g| &g.options).map(|x| x.value.0.clone()).collect(),
                }
            };
            options
                .iter()
                .map(|o| {
                    let id = o.$config_id.0.clone();
                    match &o.kind {
                        super::SessionConfigOptionKind::Select(s) => ConfigOption::select(id, select_values(&s.options)),
                        super::SessionConfigOptionKind::Boolean(_) => ConfigOption::boolean(id),
                        _ => ConfigOption::other(id),
                    }
                })
                .collect()
        }

        /// The value a `session/set_config_option` request sets.
        fn config_value(kind: &super::SetSessionConfigOptionRequestKind) -> $crate::side::ConfigValue<'_> {
            match kind {
                super::SetSessionConfigOptionRequestKind::$select_by { value } => $crate::side::ConfigValue::Id(value),
                super::SetSessionConfigOptionRequestKind::Boolean { .. } => $crate::side::ConfigValue::Boolean,
                _ => $crate::side::ConfigValue::Other,
            }
        }

        /// An `elicitation/create` request's `mode` against what the client
        /// advertised: `None` (no elicitation), or whether it takes `form`
        /// and `url`.
        fn elicitation_mode(modes: Option<(bool, bool)>, mode: &super::CreateElicitationRequestMode) -> Result<(), $crate::side::Refusal> {
            use $crate::side::{needs_content, Refusal};
            let Some((form, url)) = modes else {
                return Err(Refusal::Content($elicitation));
            };
            match mode {
                super::CreateElicitationRequestMode::Form(_) => needs_content(form, concat!($elicitation, ".form")),
                super::CreateElicitationRequestMode::Url(_) => needs_content(url, concat!($elicitation, ".url")),
                _ => Err(Refusal::Content($elicitation)),
            }
        }

        /// A prompt's blocks against the agent's prompt capabilities
        /// (whether it takes image, audio and embedded-resource blocks); a
        /// block of a type the schema does not define is refused.
        fn prompt_content(prompt: &[super::ContentBlock], image: bool, audio: bool, embedded: bool) -> Result<(), $crate::side::Refusal> {
            use $crate::side::Refusal;
            for (index, block) in prompt.iter().enumerate() {
                match block {
                    super::ContentBlock::Image(_) if !image => return Err(Refusal::Content(concat!($prompt, ".image"))),
                    super::ContentBlock::Audio(_) if !audio => return Err(Refusal::Content(concat!($prompt, ".audio"))),
                    super::ContentBlock::Resource(_) if !embedded => {
                        return Err(Refusal::Content(concat!($prompt, ".embeddedContext")))
                    }
                    super::ContentBlock::Other(_) => {
                        return Err(Refusal::Unknown { member: "prompt", index, kind: block.tag().to_owned() })
                    }
                    _ => {}
                }
            }
            Ok(())
        }

        /// A session setup's `systemPrompt` (none: nothing to check): it
        /// needs the agent's `systemPrompt` session capability, its
        /// `override` mode `…systemPrompt.mode.override`; a mode this schema
        /// does not define, an empty `content` or a block other than `text`
        /// is refused (-32602). Both directions: the client MUST NOT send it
        /// otherwise (SystemPrompt, SystemPromptMode), and an agent that
        /// cannot apply it MUST answer an error instead of setting the
        /// session up.
        #[cfg($sp_fact)]
        fn system_prompt(s: &State, prompt: Option<&super::SystemPrompt>) -> Result<(), $crate::side::Refusal> {
            use $crate::side::{needs_content, Refusal};
            let Some(prompt) = prompt else { return Ok(()) };
            let caps: fn(&super::AgentCapabilities) -> Option<super::SessionSystemPromptCapabilities> = $sp_caps;
            let Some(caps) = s.read_caps(|c| caps(&c.agent)) else {
                return Err(Refusal::Content($sp_path));
            };
            match &prompt.mode {
                super::SystemPromptMode::Append => {}
                super::SystemPromptMode::Override => {
                    let ok = caps.mode.value().is_some_and(|m| m.r#override.is_value());
                    needs_content(ok, concat!($sp_path, ".mode.override"))?;
                }
                other => {
                    let message = format!("mode {:?} is not defined by this protocol version", other.as_str());
                    return Err(Refusal::Invalid { path: "systemPrompt.mode".to_owned(), message });
                }
            }
            $crate::side::system_prompt_content(prompt.content.iter().map(|b| (matches!(b, super::ContentBlock::Text(_)), b.tag())))
        }
    };
}

pub(crate) use shared_rules;
