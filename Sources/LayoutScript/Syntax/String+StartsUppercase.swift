extension StringProtocol {
  /// True when the text starts with an uppercase letter, as a type's name does by Swift's
  /// convention. An ASCII first character is read as its byte: asked of every name a call
  /// looks up, `Character.isUppercase` cost 320 instructions a time.
  var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return (0x41...0x5A).contains(byte) }
    return first?.isUppercase == true
  }
}
