//! The string escaper of [`super::write`]: finds the bytes that need an
//! escape 32 at a time (long strings) or eight at a time (short ones and
//! the tail) and copies the clean bytes around them, writing what
//! `serde_json` writes for every string. Separate because it is the one
//! performance-critical part of the writer and depends on nothing of it.

/// `ESCAPE[b]`: 0 when `b` is written as is, else the character after the
/// backslash (`u`: `\u00XX`).
static ESCAPE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = b'u';
        i += 1;
    }
    t[0x08] = b'b';
    t[0x09] = b't';
    t[0x0a] = b'n';
    t[0x0c] = b'f';
    t[0x0d] = b'r';
    t[b'"' as usize] = b'"';
    t[b'\\' as usize] = b'\\';
    t
};

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// High bit set in each byte of `w` that needs an escape. Exact for the
/// lowest flagged byte (borrows only run upward), which is all we use.
#[inline]
fn needs_escape(w: u64) -> u64 {
    let ctl = w.wrapping_sub(LO * 0x20) & !w;
    let q = w ^ (LO * u64::from(b'"'));
    let bs = w ^ (LO * u64::from(b'\\'));
    (ctl | (q.wrapping_sub(LO) & !q) | (bs.wrapping_sub(LO) & !bs)) & HI
}

/// Appends the escape sequence of `byte` (one with `ESCAPE[byte] != 0`).
#[inline]
fn write_escape(out: &mut Vec<u8>, byte: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let esc = ESCAPE[usize::from(byte)];
    if esc == b'u' {
        out.extend_from_slice(&[b'\\', b'u', b'0', b'0', HEX[usize::from(byte >> 4)], HEX[usize::from(byte & 0xf)]]);
    } else {
        out.extend_from_slice(&[b'\\', esc]);
    }
}

/// Strings at least this long take the 32-byte block loop ([`write_blocks`]);
/// below it, zeroing the block loop's staging array costs more than the
/// loop saves.
pub(super) const LONG: usize = 256;

pub(super) fn write_str(out: &mut Vec<u8>, s: &str) {
    let b = s.as_bytes();
    out.reserve(b.len() + 2);
    out.push(b'"');
    if b.len() >= LONG {
        let done = write_blocks(out, b);
        write_words(out, &b[done..]);
    } else if b.len() >= 32 {
        write_mid(out, b);
    } else {
        write_words(out, b);
    }
    out.push(b'"');
}

/// Strings of 32 to `LONG - 1` bytes (message text, paths, titles): the
/// leading clean 32-byte stretches go out whole (one vectorized check, one
/// fixed-size copy), from the first escape on eight bytes at a time. Out
/// of line, so the short-string path keeps its small frame. A 64-byte
/// chunk of plain text: 329 -> 204 instructions; a 230-byte one 1,105 -> 597.
#[inline(never)]
fn write_mid(out: &mut Vec<u8>, b: &[u8]) {
    let mut i = 0;
    while let Some(c) = b.get(i..i + 32) {
        let c: &[u8; 32] = c.try_into().unwrap_or(&[0; 32]);
        if escapes32(c) != 0 {
            break;
        }
        out.extend_from_slice(c);
        i += 32;
    }
    write_words(out, &b[i..]);
}

/// The eight-byte escaper (short strings, and what the block loop leaves).
/// Inlined into [`write_str`] so its constants stay in registers there.
#[inline(always)]
fn write_words(out: &mut Vec<u8>, b: &[u8]) {
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        // The whole word goes out with one fixed-size copy (a store, no
        // `memcpy` call per run); when it holds a byte to escape, the bytes
        // from that one on are dropped again and scanning resumes after it.
        // Text with an escape every dozen bytes (prompts, source files) pays
        // a truncate instead of a call and a length computation per run.
        out.extend_from_slice(&word);
        let m = needs_escape(u64::from_le_bytes(word));
        if m == 0 {
            i += 8;
            continue;
        }
        let k = (m.trailing_zeros() / 8) as usize;
        out.truncate(out.len() - (8 - k));
        write_escape(out, word[k]);
        i += k + 1;
    }
    for &byte in &b[i..] {
        if ESCAPE[usize::from(byte)] == 0 {
            out.push(byte);
        } else {
            write_escape(out, byte);
        }
    }
}

/// Bit `j` set when byte `j` of `c` needs an escape. The compares are a
/// plain loop over the bytes, which LLVM turns into a few vector compares
/// (the crate has no `unsafe` for intrinsics); each eight flags (`1` per
/// byte) are then gathered into one byte with a multiply, every flag
/// landing on a bit of its own with no carries.
#[inline(always)]
fn escapes32(c: &[u8; 32]) -> u32 {
    let mut t = [0u8; 32];
    for (t, &b) in t.iter_mut().zip(c) {
        *t = u8::from((b < 0x20) | (b == b'"') | (b == b'\\'));
    }
    let bits = |j: usize| {
        let w = u64::from_le_bytes([t[j], t[j + 1], t[j + 2], t[j + 3], t[j + 4], t[j + 5], t[j + 6], t[j + 7]]);
        (w.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
    };
    bits(0) | bits(8) << 8 | bits(16) << 16 | bits(24) << 24
}

/// `PAIR[b]`: the two-byte escape of `b` (`\"`, `\n`, …) as a little-endian
/// `u16`; 0 when `b` needs none or the six-byte `\u00XX`.
static PAIR: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut i = 0;
    while i < 256 {
        let e = ESCAPE[i];
        if e != 0 && e != b'u' {
            t[i] = u16::from_le_bytes([b'\\', e]);
        }
        i += 1;
    }
    t
};

/// Staging room on the stack for [`write_blocks`]: it writes here by index
/// (the position stays in a register, where a `Vec`'s length and capacity
/// are reloaded and checked per append) and hands each full stretch to
/// `out` with one copy. Small enough that zeroing it is a short vector loop
/// rather than a `rep stos`.
pub(super) const STAGE: usize = 2048;
/// Room one block may need past the output position: 32 bytes, each
/// escaped as `\u00XX`, plus the 32-byte copy after the last escape.
const BLOCK_ROOM: usize = 32 * 6 + 32;

/// Writes the `\u00XX` escape of `byte` at `stage[d..]`, then `rest`;
/// returns how much further on the block's bytes now land (5). Out of line:
/// control bytes without a short escape are rare, and keeping them apart
/// leaves the two-byte escape a short straight path.
#[cold]
#[inline(never)]
fn write_u_escape(stage: &mut [u8; STAGE], d: usize, byte: u8, rest: &[u8]) -> usize {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let dst = &mut stage[d..d + 6 + rest.len()];
    dst[..6].copy_from_slice(&[b'\\', b'u', b'0', b'0', HEX[usize::from(byte >> 4)], HEX[usize::from(byte & 0xf)]]);
    dst[6..].copy_from_slice(rest);
    5
}

/// Escapes `b` 32 bytes at a time while at least 64 remain (each block's
/// copies read up to 32 bytes past it), appending to `out`; returns how
/// many bytes of `b` it consumed. Out of line, so the short-string path in
/// [`write_str`] keeps its registers.
#[inline(never)]
fn write_blocks(out: &mut Vec<u8>, b: &[u8]) -> usize {
    let mut stage = [0u8; STAGE];
    let mut n = 0;
    let mut i = 0;
    while let Some(win) = b.get(i..i + 64) {
        if n > STAGE - BLOCK_ROOM {
            out.extend_from_slice(&stage[..n]);
            n = 0;
        }
        let block: &[u8; 32] = win[..32].try_into().unwrap_or(&[0; 32]);
        stage[n..n + 32].copy_from_slice(block);
        let mut m = escapes32(block);
        i += 32;
        // Until the next escape, block byte j lands at `base + j`. Each
        // escape writes its sequence at its byte's place and copies the 32
        // bytes after it behind the sequence: that covers the rest of the
        // block, and what it writes past the block the next one overwrites
        // (or the final copy leaves out).
        let mut base = n;
        while m != 0 {
            let k = m.trailing_zeros() as usize;
            let d = base + k;
            let byte = win[k];
            let pair = PAIR[usize::from(byte)];
            if pair == 0 {
                base += write_u_escape(&mut stage, d, byte, &win[k + 1..k + 33]);
            } else {
                let dst = &mut stage[d..d + 34];
                dst[..2].copy_from_slice(&pair.to_le_bytes());
                dst[2..].copy_from_slice(&win[k + 1..k + 33]);
                base += 1;
            }
            m &= m - 1;
        }
        n = base + 32;
    }
    out.extend_from_slice(&stage[..n]);
    i
}
