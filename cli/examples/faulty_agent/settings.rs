//! The fixture's session settings: `session/set_mode` (v1) and
//! `session/set_config_option`, with their `--break` rules
//! (`mode-refused`, `unknown-mode-ok`, `stale-mode-update`,
//! `config-partial`, `modes-out-of-step`).

use serde_json::{json, Value};

use super::{config_options, Agent, MODES};

impl Agent {
    pub(super) fn set_mode(&self, id: &Value, params: &Value) {
        let (Some(sid), Some(mode)) = (params.get("sessionId").and_then(Value::as_str), params.get("modeId").and_then(Value::as_str)) else {
            return self.error(id, -32602, "Invalid params: sessionId and modeId required");
        };
        if self.broken("mode-refused") {
            return self.error(id, -32603, "Internal error");
        }
        let known = MODES.contains(&mode);
        if !known && self.broken("unknown-mode-ok") {
            return self.reply(id, json!({}));
        }
        let mut st = self.state();
        let version = st.version;
        let Some(settings) = st.settings.get_mut(sid) else {
            drop(st);
            return self.error(id, -32602, "Invalid params: unknown session");
        };
        if !known {
            drop(st);
            return self.error(id, -32602, "Invalid params: unknown modeId");
        }
        let previous = std::mem::replace(&mut settings.0, mode.to_string());
        let options = config_options(version, &settings.1, &settings.2, mode);
        drop(st);
        let reported = if self.broken("stale-mode-update") { previous } else { mode.to_string() };
        self.update(sid, json!({"sessionUpdate": "current_mode_update", "currentModeId": reported}));
        if !self.broken("modes-out-of-step") {
            // The mode option follows the mode.
            self.update(sid, json!({"sessionUpdate": "config_option_update", "configOptions": options}));
        }
        self.reply(id, json!({}));
    }

    pub(super) fn set_config_option(&self, id: &Value, params: &Value) {
        let sid = params.get("sessionId").and_then(Value::as_str);
        let config = params.get("configId").and_then(Value::as_str);
        let value = params.get("value").and_then(Value::as_str);
        let (Some(sid), Some(config), Some(value)) = (sid, config, value) else {
            return self.error(id, -32602, "Invalid params: sessionId, configId and a value id required");
        };
        let mut st = self.state();
        let version = st.version;
        let Some(settings) = st.settings.get_mut(sid) else {
            drop(st);
            return self.error(id, -32602, "Invalid params: unknown session");
        };
        let mode = config == "mode" && version < 2 && MODES.contains(&value);
        match (config, value) {
            ("model", "fast" | "big") => settings.1 = value.to_string(),
            ("style", "plain" | "fancy") => settings.2 = value.to_string(),
            ("mode", _) if mode => settings.0 = value.to_string(),
            _ => {
                drop(st);
                return self.error(id, -32602, "Invalid params: unknown configId or value");
            }
        }
        let all = config_options(version, &settings.1, &settings.2, &settings.0);
        drop(st);
        if mode && !self.broken("modes-out-of-step") {
            self.update(sid, json!({"sessionUpdate": "current_mode_update", "currentModeId": value}));
        }
        let list: Vec<Value> = if self.broken("config-partial") {
            all.into_iter().filter(|o| o["id"] == config || o["configId"] == config).collect()
        } else {
            all
        };
        self.reply(id, json!({"configOptions": list}));
    }
}
