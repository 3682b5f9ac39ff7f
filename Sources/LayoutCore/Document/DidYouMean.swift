/// The closest of `candidates` to `name` by edit distance, as a hint, when one is close enough
/// to be a likely typo.
public func didYouMean<S: Sequence>(_ name: String, among candidates: S) -> String? where S.Element == String {
  let limit = name.count <= 3 ? 1 : max(2, name.count / 3)
  let count = name.count, lowered = name.lowercased()
  // At equal distances a name whose first letter has the same case wins (`titel`: `title`, not `Timer`).
  let upper = name.first?.isUppercase == true
  // The distance is at least the difference of the lengths: most candidates need no table.
  let best = candidates
    .filter { abs($0.count - count) <= limit }
    .map { (name: $0, distance: editDistance(lowered, $0.lowercased())) }
    .filter { $0.distance <= limit }
    .min { ($0.distance, ($0.name.first?.isUppercase == true) != upper ? 1 : 0, $0.name)
      < ($1.distance, ($1.name.first?.isUppercase == true) != upper ? 1 : 0, $1.name) }
  return best.map { "did you mean '\($0.name)'?" }
}

/// The Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a), b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
