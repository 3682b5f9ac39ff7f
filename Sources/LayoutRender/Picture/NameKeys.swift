/// Short keys for the names that do not fit on their boxes' top edges: such a box shows a key
/// (`1`…`9`, then `a`…`z`, `A`…`Z`) and the picture is followed by a line of what each key
/// names, so a narrow box never loses its name. One set is shared by the pictures drawn side by
/// side (`--compare`), so a view has the same key in both. Past the last key a name is cut with
/// `…` as before.
final class NameKeys {
  private static let keys: [String] = (Array("123456789") + Array("abcdefghijklmnopqrstuvwxyz") + Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")).map(String.init)

  /// The keys given, in the order given, with the names they stand for.
  private(set) var assigned: [(key: String, name: String)] = []
  private var byView: [Int: String] = [:]

  /// The key of view `id` named `name`, given now if it has none; nil when every key is taken.
  func key(for id: Int, name: String) -> String? {
    if let key = byView[id] { return key }
    guard assigned.count < Self.keys.count else { return nil }
    let key = Self.keys[assigned.count]
    byView[id] = key
    assigned.append((key, name))
    return key
  }

  /// The line under the picture: `names on narrow boxes: 1 title · 2 subtitle`; nil when none.
  var legend: String? {
    assigned.isEmpty ? nil : "names on narrow boxes: " + assigned.map { "\($0.key) \($0.name)" }.joined(separator: " · ")
  }
}
