extension String {
  /// The first `->` of a type as written (`(Int) -> some View`), found by its bytes: a call binds
  /// its parameters by their types on every call, where Foundation's `range(of:)` took a tenth of
  /// a deep recursion's time (profiled on the evaluation-limit fixture).
  var functionArrow: Range<String.Index>? {
    var previous: UInt8 = 0
    for index in utf8.indices {
      let byte = utf8[index]
      if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") {
        return utf8.index(before: index)..<utf8.index(after: index)
      }
      previous = byte
    }
    return nil
  }
}
