/// A label's text, split once into what wrapping needs: the number of characters (grapheme
/// clusters) of every word of every paragraph. Measuring a label then does no string work.
public struct LabelText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let string: String
  /// All characters, line breaks included.
  public let characterCount: Int
  /// For each `\n`-separated paragraph, the lengths of its words (the pieces between single
  /// spaces; two spaces in a row give an empty word).
  public let paragraphs: [[Int]]

  public init(_ string: String) {
    self.string = string
    var count = 0
    var paragraphs: [[Int]] = [[]]
    var word = 0
    for character in string {
      count += 1
      switch character {
      case " ":
        paragraphs[paragraphs.count - 1].append(word)
        word = 0
      case "\n":
        paragraphs[paragraphs.count - 1].append(word)
        paragraphs.append([])
        word = 0
      default:
        word += 1
      }
    }
    paragraphs[paragraphs.count - 1].append(word)
    self.characterCount = count
    self.paragraphs = paragraphs
  }

  public init(stringLiteral value: String) { self.init(value) }

  public var isEmpty: Bool { string.isEmpty }
  public var description: String { string }

  public static func == (lhs: LabelText, rhs: LabelText) -> Bool { lhs.string == rhs.string }
  public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}
