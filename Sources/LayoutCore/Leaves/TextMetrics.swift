/// The deterministic text metric that stands in for UIKit's font measurement
/// (conformance README, "Leaf sizing model"): every Character advances font / 2 points and
/// a line is font × 1.25 points tall.
public struct TextMetrics: Sendable {
  public let font: Double

  public init(font: Double) {
    self.font = font
  }

  public var advance: Double { font / 2 }
  public var lineHeight: Double { font * 1.25 }

  /// The size of `text` on one line: every character counts, newlines included.
  public func singleLineSize(_ text: LabelText) -> Size {
    text.isEmpty ? .zero : Size(width: Double(text.characterCount) * advance, height: lineHeight)
  }

  /// The lines `text` wraps into within `width` (at most `lines` of them, 0 for no limit),
  /// as character counts.
  public func wrappedLineLengths(_ text: LabelText, width: Double, lines limit: Int) -> [Int] {
    var lengths: [Int] = []
    forEachLine(text, width: width, lines: limit) { lengths.append($0) }
    return lengths
  }

  /// Calls `line` with the length of every line `text` wraps into within `width`, the first
  /// `limit` of them (all for 0), without building a list: what measuring a label needs.
  private func forEachLine(_ text: LabelText, width: Double, lines limit: Int, _ line: (Int) -> Void) {
    var count = 0
    func emit(_ length: Int) {
      if limit == 0 || count < limit { line(length) }
      count += 1
    }
    text.forEachParagraph { words in
      if width.isInfinite {
        emit(words.reduce(words.count - 1) { $0 + Int($1) })
      } else {
        wrap(words, width: width, emit)
      }
      return limit == 0 || count < limit
    }
  }

  /// The text of the lines `text` wraps into within `width`, as `wrappedLineLengths` cuts
  /// them: the space a line breaks at and the paragraphs' line breaks are dropped.
  public func wrappedLines(_ text: LabelText, width: Double, lines limit: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text.string)
    var paragraphsLeft = text.paragraphCount
    for length in wrappedLineLengths(text, width: width, lines: limit) {
      let line = rest.prefix(length)
      lines.append(String(line))
      rest = rest.dropFirst(line.count)
      if rest.first == "\n" && paragraphsLeft > 1 {
        paragraphsLeft -= 1
        rest = rest.dropFirst()
      } else if rest.first == " " {
        rest = rest.dropFirst()
      }
    }
    return lines
  }

  /// The size of `text` wrapped within `width`: the widest kept line by the lines' height.
  public func wrappedSize(_ text: LabelText, width: Double, lines limit: Int) -> Size {
    guard !text.isEmpty else { return .zero }
    var widest = 0, count = 0
    forEachLine(text, width: width, lines: limit) { length in
      widest = max(widest, length)
      count += 1
    }
    return Size(width: Double(widest) * advance, height: Double(count) * lineHeight)
  }

  /// Greedy word wrap of one paragraph; a word joins the line while the line still fits, and
  /// a word wider than the line is cut into pieces of as many characters as fit (at least
  /// one), the last piece staying open for the next word. An empty paragraph is one empty line.
  private func wrap(_ words: ArraySlice<Int32>, width: Double, _ line: (Int) -> Void) {
    var current: Int?
    for word in words {
      let length = Int(word)
      if let open = current, Double(open + 1 + length) * advance <= width {
        current = open + 1 + length
        continue
      }
      if let open = current { line(open) }
      var rest = length
      if Double(length) * advance > width {
        let piece = charactersFitting(width)
        while rest > piece {
          line(piece)
          rest -= piece
        }
      }
      current = rest
    }
    line(current ?? 0)
  }

  /// The largest number of characters whose advance fits in `width`, at least 1.
  private func charactersFitting(_ width: Double) -> Int {
    guard advance > 0 else { return Int.max }
    var count = max(1, Int((width / advance).rounded(.down).clamped(to: 1...1e9)))
    while Double(count + 1) * advance <= width { count += 1 }
    while count > 1 && Double(count) * advance > width { count -= 1 }
    return count
  }
}

