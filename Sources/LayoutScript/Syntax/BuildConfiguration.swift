/// The build a file's `#if`s are answered as (`Lexer+Conditionals`): a platform's
/// (`BuildPlatform`: `os(…)`, `canImport(…)`, `targetEnvironment(…)`) and the compilation
/// conditions the app's build settings set (`-D LNPOPUP`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS`),
/// which no file shows: none at first but `DEBUG`; those of the `#if`s that left a file's code out
/// whole when it is read again (`ScriptEvaluator`).
struct BuildConfiguration: Sendable {
  var platform: BuildPlatform
  /// The app's own flags that hold, besides `DEBUG`.
  var appFlags: Set<String> = []

  /// Xcode's canvas for an iPhone simulator in a debug build: what every file is read as first.
  static let iPhoneSimulator = BuildConfiguration(platform: .iPhoneSimulator)

  /// True for a bare flag (`DEBUG`, `LNPOPUP`): a debug build's and the app's own set here.
  func holds(flag: String) -> Bool {
    flag == "DEBUG" || flag == "true" || appFlags.contains(flag)
  }

  /// The bare flags a directive tests (`LNPOPUP` of `` `#if LNPOPUP&&!os(macOS)` ``, as
  /// `ConditionalBlock.condition` writes it), not a test's argument (`macOS`) nor `DEBUG`,
  /// `true` or `false`.
  static func flags(testedBy directive: String) -> [String] {
    let condition = directive.split(separator: "`").last.map(String.init) ?? directive
    var flags: [String] = []
    var word = ""
    var depth = 0
    for character in condition.dropFirst(condition.hasPrefix("#") ? 1 : 0) + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty, depth == 0, character != "(", !["if", "elseif", "else", "DEBUG", "true", "false"].contains(word),
         !word.first!.isNumber {
        flags.append(word)
      }
      word = ""
      if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
    }
    return flags
  }
}
