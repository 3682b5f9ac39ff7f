extension String {
  /// True when the text holds a NUL byte: a binary file, not a script. Read from the bytes at
  /// once where the string stores them (contiguously, as a file read whole does).
  var containsNUL: Bool {
    var text = self
    return text.withUTF8 { $0.contains(0) }
  }
}
