import Foundation
import LayoutCore

/// An exercise's goal: a predicate over a layout that a learner makes true by changing a
/// script, with what it asks in words and a hint for when it does not hold. Lessons write them
/// as comments:
///
/// ```
/// // exercise: Keep the title on one line and let the subtitle wrap.
/// // goal: title.lines == 1 && subtitle.lines >= 2
/// // hint: a higher layoutPriority gives the title its width first.
/// ```
public struct Goal: Sendable, Hashable {
  /// What the learner is asked to do, in words (the `exercise:` line above the goal).
  public var words: String
  /// The predicate, in the script language's expressions (`GoalCheck` says what it reads).
  public var predicate: String
  public var hint: String?
  /// Where the `goal:` comment is.
  public var location: SourceLocation

  /// A goal as a lesson states it.
  public init(words: String, predicate: String, hint: String? = nil, location: SourceLocation) {
    self.words = words
    self.predicate = predicate
    self.hint = hint
    self.location = location
  }

  /// Every goal a script states in its `// exercise:`, `// goal:` and `// hint:` comments, in
  /// order. A goal takes the words of the last exercise above it and the hint right after it.
  public static func goals(in source: String, path: String) -> [Goal] {
    var goals: [Goal] = []
    var words = ""
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("//") else { continue }
      let comment = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
      if let value = Self.value(of: "exercise:", in: comment) {
        words = value
      } else if let value = Self.value(of: "goal:", in: comment) {
        let column = line.distance(from: line.startIndex, to: line.range(of: "goal:")?.upperBound ?? line.startIndex) + 2
        goals.append(Goal(words: words, predicate: value, location: SourceLocation(file: path, line: index + 1, column: column)))
      } else if let value = Self.value(of: "hint:", in: comment), !goals.isEmpty, goals[goals.count - 1].hint == nil {
        goals[goals.count - 1].hint = value
      }
    }
    return goals
  }

  private static func value(of key: String, in comment: String) -> String? {
    guard comment.hasPrefix(key) else { return nil }
    return comment.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
  }
}
