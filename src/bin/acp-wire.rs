fn main() {
    eprintln!("acp-wire: the command-line tool is not built yet");
    std::process::exit(2);
}
