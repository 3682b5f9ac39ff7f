/// A deterministic pseudo-random generator (SplitMix64), so a fuzz run can be replayed by seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutates scripts the way typing, pasting and bad luck do: lines dropped, doubled and
/// swapped, characters flipped, and tokens of the language (or hostile numbers) spliced in.
struct Mutator {
  var random: SplitMix64

  /// Words and numbers that reach deep into the evaluator and the engine.
  static let dictionary = [
    "HStack {", "VStack(alignment: .leading, spacing: 8) {", "ZStack {", "Grid {", "GridRow {", "HFlow {", "VFlow {", "}", "{", ")", "(",
    "Spacer()", "Spacer(minLength: 4)", "EmptyLayout()", "UILabel(text: \"a b c\", lines: 0)", "UIView()", "UIView(width: 10, height: 10)",
    ".padding(8)", ".frame(width: 10)", ".frame(maxWidth: .infinity)", ".fixedSize()", ".layoutPriority(1)", ".offset(x: 3)",
    ".aspectRatio(CGSize(width: 1, height: 0))", ".alignmentGuide(.top) { d in d[.bottom] / 0 }", ".overlay { UIView() }",
    ".idealLayout()", ".resizable()", ".expand(by: CGSize(width: -5, height: 1e308))", ".layoutDirection(.rightToLeft)",
    "for i in 0..<1000000 {", "for i in 0...3 {", "if true {", "} else {", "func C(_ x: Int) -> Layout { C(x) }", "C(1)",
    "1e308", "-1e308", "CGFloat.nan", ".infinity", "-.infinity", "0 / 0", "9223372036854775807", "-1", "2.5", "\"\\(1/0)\"",
    "let", "var", "=", ".", ",", ":", "\"", "\\", "/*", "*/", "//", "\n", ";", "@LayoutBuilder", "import \"x.ql\"", "canvas(width: -1, height: .nan, scale: 0)",
    "final class V: UIView {", "@QuickLayout", "init() { super.init(frame: .zero) }", "didSet { setNeedsLayout() }", "lazy var",
    "LazyView {", "LazyView { [weak self] in UILabel() }", "(0..<3).map { i in UILabel(text: \"\\(i)\") }", ".map { $0 }", "$0", "{ $0 }(1)",
    "} footer: {", "func Card(title: () -> Layout) -> Layout { title() }", "title()", ".filter { $0 > 1 }", "_ = ",
    ".font = .systemFont(ofSize: 18)", ".backgroundColor = .systemBlue", "UIImageView(image: UIImage(systemName: \"x\"))",
    ".setTitle(\"x\", for: .normal)", ".translatesAutoresizingMaskIntoConstraints = false", "addSubview(x)", "guard", "while",
  ]

  mutating func mutate(_ source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard !lines.isEmpty else { lines = [""]; continue }
      let index = Int.random(in: 0..<lines.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: lines.remove(at: index)
      case 1: lines.insert(lines[index], at: index)
      case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
      case 3: lines[index] = splice(lines[index], Self.dictionary.randomElement(using: &random)!)
      case 4: lines[index] = flip(lines[index])
      default: lines[index] = String(lines[index].prefix(Int.random(in: 0...lines[index].count, using: &random)))
      }
    }
    return lines.joined(separator: "\n")
  }

  private mutating func splice(_ line: String, _ word: String) -> String {
    let characters = Array(line)
    let at = Int.random(in: 0...characters.count, using: &random)
    return String(characters[..<at]) + word + String(characters[at...])
  }

  private mutating func flip(_ line: String) -> String {
    guard !line.isEmpty else { return line }
    var characters = Array(line)
    let at = Int.random(in: 0..<characters.count, using: &random)
    let replacements: [Character] = ["(", ")", "{", "}", ".", "\"", "0", "9", "-", " ", "é", "👨‍👩‍👧", "\t", "$"]
    characters[at] = replacements.randomElement(using: &random)!
    return String(characters)
  }
}
