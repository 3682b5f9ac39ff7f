/// A label's text, split once into what wrapping needs: the number of characters (grapheme
/// clusters) of every word of every paragraph. Measuring a label then does no string work.
public struct LabelText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let string: String
  // The counts of characters (line breaks included) and of paragraphs, in 32 bits each (a
  // string is at most `ScriptLimits.stringLength` characters).
  private let storedCharacterCount: Int32
  private let storedParagraphCount: Int32
  /// The lengths of the words (the pieces between single spaces; two spaces in a row give an
  /// empty word), paragraph after paragraph, a `paragraphBreak` between two paragraphs: one
  /// array of exactly its size, as a script may make a label for every few bytes of its source.
  let words: [Int32]
  /// Where one `\n`-separated paragraph ends and the next begins in `words`.
  static let paragraphBreak: Int32 = -1

  public init(_ string: String) {
    self.string = string
    var entries = 1  // a word after each space, a word and a break at each line break, the last word
    for byte in string.utf8 {
      if byte == UInt8(ascii: " ") { entries += 1 } else if byte == UInt8(ascii: "\n") { entries += 2 }
    }
    var words: [Int32] = []
    words.reserveCapacity(entries)
    var count: Int32 = 0
    var paragraphs: Int32 = 1
    var word: Int32 = 0
    for character in string {
      count += 1
      switch character {
      case " ":
        words.append(word)
        word = 0
      case "\n":
        words.append(word)
        words.append(Self.paragraphBreak)
        paragraphs += 1
        word = 0
      default:
        word += 1
      }
    }
    words.append(word)
    storedCharacterCount = count
    storedParagraphCount = paragraphs
    self.words = words
  }

  /// All characters, line breaks included.
  public var characterCount: Int { Int(storedCharacterCount) }

  /// How many paragraphs the text has.
  public var paragraphCount: Int { Int(storedParagraphCount) }

  /// Calls `body` with the lengths of the words of each paragraph in turn, until it returns false.
  func forEachParagraph(_ body: (ArraySlice<Int32>) -> Bool) {
    guard storedParagraphCount > 1 else {
      _ = body(words[...])
      return
    }
    var start = words.startIndex
    while true {
      let end = words[start...].firstIndex(of: Self.paragraphBreak) ?? words.endIndex
      guard body(words[start..<end]), end < words.endIndex else { return }
      start = end + 1
    }
  }

  public init(stringLiteral value: String) { self.init(value) }

  public var isEmpty: Bool { string.isEmpty }
  public var description: String { string }

  public static func == (lhs: LabelText, rhs: LabelText) -> Bool { lhs.string == rhs.string }
  public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}
