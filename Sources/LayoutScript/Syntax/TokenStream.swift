import LayoutCore

/// The tokens of a script as its parser reads them, addressed by their position from the
/// start. A source's tokens are lexed the first time they are asked for and kept a few blocks
/// at a time; an older block asked for again (the parser backtracks, or recovers from the start
/// of a long statement) is lexed again from the lexer's state saved at its start. So a script's
/// tokens are never all in memory at once: a 4 MB script has 0.9 million of them.
///
/// A lexical error ends the tokens where it is found (`failure`); the parser then reports it
/// alone, as the first thing wrong with the file.
final class TokenStream {
  /// Tokens per block.
  private static let blockLength = 2048
  /// Blocks kept at once, the most recently read first.
  private static let keptBlockCount = 4

  // The state below is touched only by the stream's own methods, on its parser's one thread:
  // the run-time exclusivity check on every access of a class's property is left out for it.

  /// The lexer at the start of each block lexed so far, and of the next one; none for tokens
  /// given whole.
  @exclusivity(unchecked) private var starts: [Lexer]
  @exclusivity(unchecked) private var kept: [(number: Int, tokens: [Token])] = []
  /// The block read last, and the position of its first token: most reads are there.
  @exclusivity(unchecked) private var block: [Token] = []
  @exclusivity(unchecked) private var blockStart = 0
  /// The position of the `.end` token, once lexed.
  @exclusivity(unchecked) private var endIndex: Int?
  @exclusivity(unchecked) private var endToken: Token?
  /// The lexical error that ended the tokens, if one did.
  private(set) var failure: Diagnostic?
  /// `Lexer.leftOutConditions` of the tokens lexed so far: all of them once lexed to the end.
  private(set) var leftOutConditions: [String] = []

  /// The tokens of `source`, lexed as they are read.
  init(source: String, file: String, limits: ScriptLimits, build: BuildConfiguration = .iPhoneSimulator) {
    starts = [Lexer(source: source, file: file, limits: limits, build: build)]
  }

  /// The tokens `tokens`, which end with `.end`.
  init(_ tokens: [Token]) {
    starts = []
    block = tokens
    endIndex = tokens.count - 1
    endToken = tokens.last
  }

  /// The token at `position`; the `.end` token for every position past it.
  subscript(position: Int) -> Token {
    @inline(__always) get {
      let offset = position &- blockStart
      if offset >= 0, offset < block.count { return block[offset] }
      return token(outsideBlockAt: position)
    }
  }

  /// The token at `position` when it is not in the block read last.
  @inline(never)
  private func token(outsideBlockAt position: Int) -> Token {
    while true {
      if let endIndex, position >= endIndex, let endToken { return endToken }
      let number = position / Self.blockLength
      if let kept = kept.first, kept.number == number {
        (block, blockStart) = (kept.tokens, number * Self.blockLength)
        return block[position - blockStart]
      }
      keep(number)
    }
  }

  /// The tokens from `range.lowerBound` up to `range.upperBound`.
  func tokens(in range: Range<Int>) -> [Token] { range.map { self[$0] } }

  /// The offset of each of the source's lines, found the first time a question needs them.
  private lazy var lineStarts: [Int] = starts.first?.lineStarts() ?? []

  /// True when one of the source's lines `lines` (1-based) opens with a conditional directive:
  /// where the parser meets no token, a branch not taken may still stand (a case whose one
  /// statement is `#if os(macOS) … #endif`). False for tokens given whole.
  func holdsConditionalDirective(onLines lines: ClosedRange<Int>) -> Bool {
    guard let lexer = starts.first else { return false }
    let starts = lineStarts
    return lines.clamped(to: 1...max(starts.count, 1)).contains { line in
      line <= starts.count && lexer.opensWithConditionalDirective(at: starts[line - 1])
    }
  }

  /// Lexes what the parser did not read, so a lexical error anywhere in the file is found.
  func lexToEnd() {
    while endIndex == nil { keep(starts.count - 1) }
  }

  /// Puts block `number` first among the kept ones, lexing it (and every block before it
  /// not lexed yet) when it is not kept; stops early at the end of the tokens.
  private func keep(_ number: Int) {
    if let place = kept.firstIndex(where: { $0.number == number }) {
      kept.insert(kept.remove(at: place), at: 0)
      return
    }
    var current = min(number, starts.count - 1)
    while true {
      var lexer = starts[current]
      let block = lex(block: current, with: &lexer)
      if endIndex == nil, current + 1 == starts.count { starts.append(lexer) }
      if current == number || endIndex != nil {
        kept.insert((current, block), at: 0)
        break
      }
      current += 1
    }
    if kept.count > Self.keptBlockCount { kept.removeLast() }
  }

  /// The tokens of block `number`, read by `lexer` from the block's start; notes the end (or
  /// the lexical error that ends the tokens) when the block reaches it.
  private func lex(block number: Int, with lexer: inout Lexer) -> [Token] {
    var tokens: [Token] = []
    tokens.reserveCapacity(Self.blockLength)
    while tokens.count < Self.blockLength {
      let token: Token
      do throws(Diagnostic) {
        token = try lexer.token()
      } catch {
        failure = error
        token = Token(kind: .end, location: error.location)
      }
      tokens.append(token)
      if lexer.leftOutConditions.count > leftOutConditions.count { leftOutConditions = lexer.leftOutConditions }
      if token.kind == .end {
        endIndex = number * Self.blockLength + tokens.count - 1
        endToken = token
        break
      }
    }
    return tokens
  }
}
