extension StringProtocol {
  /// True when every character is printable ASCII (space to `~`): one byte, one column, nothing
  /// to escape but XML's own. Read as bytes, the common case of names and numbers costs nothing.
  var isPrintableASCII: Bool { utf8.allSatisfy { (0x20..<0x7F).contains($0) } }
}
