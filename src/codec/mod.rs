//! Hand-written support for the generated types (tri-state fields, open unions).
