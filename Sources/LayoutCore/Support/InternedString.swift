import Synchronization

/// A string kept once per process and known by its number: 4 bytes, copied without reference
/// counting, for the few distinct strings that many values carry (every source location's file
/// name, a custom layout's name in every node of a result).
public struct InternedString: Sendable, Hashable, CustomStringConvertible {
  private let number: UInt32

  /// The interned `text`: the same number for the same text, process-wide.
  public init(_ text: String) {
    number = Self.table.withLock { table in
      if let number = table.numbers[text] { return number }
      let number = UInt32(table.texts.count)
      table.texts.append(text)
      table.numbers[text] = number
      return number
    }
  }

  /// The text.
  public var text: String { Self.table.withLock { $0.texts[Int(number)] } }

  public var description: String { text }

  private static let table = Mutex<(texts: [String], numbers: [String: UInt32])>(([], [:]))
}
