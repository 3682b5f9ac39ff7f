/// The bounds that keep any script from crashing, hanging or exhausting the process (SPEC 6).
/// Reaching one ends evaluation with a diagnostic that names it.
public struct ScriptLimits: Sendable, Hashable {
  /// Nesting of brackets, blocks and operator chains in the parser, and of evaluation.
  public var nestingDepth: Int
  /// Loop and ForEach iterations over the whole evaluation.
  public var loopIterations: Int
  /// Nested component and closure calls.
  public var recursionDepth: Int
  /// Steps (statements and expressions evaluated) over the whole evaluation: what ends a
  /// recursion that branches, which stays shallow but never finishes. The default, a third of a
  /// second in a release build, is more than a script reaching the other limits takes (10,000
  /// list cells take 340,000 steps; a component in a loop of 100,000 iterations, 1.4 million).
  public var evaluationSteps: Int
  /// Elements and views created over the whole evaluation.
  public var elementCount: Int
  /// Characters in one string, and items in one array.
  public var stringLength: Int
  /// Characters in one source file.
  public var sourceLength: Int

  /// Creates limits; the defaults suit interactive use.
  public init(nestingDepth: Int = 200, loopIterations: Int = 100_000, recursionDepth: Int = 64,
              evaluationSteps: Int = 2_000_000,
              elementCount: Int = 200_000, stringLength: Int = 100_000, sourceLength: Int = 5_000_000) {
    self.nestingDepth = nestingDepth
    self.loopIterations = loopIterations
    self.recursionDepth = recursionDepth
    self.evaluationSteps = evaluationSteps
    self.elementCount = elementCount
    self.stringLength = stringLength
    self.sourceLength = sourceLength
  }

  /// The limits qlrepl uses.
  public static let standard = ScriptLimits()
}
