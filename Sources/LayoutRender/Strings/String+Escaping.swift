extension String {
  /// The text with every Unicode scalar that `replacement` has a text for replaced by it, as
  /// JSON strings and XML attributes escape what they cannot hold.
  public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
