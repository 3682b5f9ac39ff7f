import LayoutCore

/// How a picture of one of a script's several layouts is titled: after the file's name, its
/// number and the comment above it ("file.ql — 2 of 3: ✅ Correct usage").
public enum LayoutTitle {
  /// The suffix for layout `index` (from 0) of `script`; empty for a script of one layout.
  public static func suffix(of script: EvaluatedScript, _ index: Int) -> String {
    guard script.layouts.count > 1, script.layouts.indices.contains(index) else { return "" }
    let number = " — \(index + 1) of \(script.layouts.count)"
    return script.layouts[index].title.map { number + ": " + $0 } ?? number
  }
}
