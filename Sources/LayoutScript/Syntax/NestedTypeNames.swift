/// Each type its own scope for the types it declares (The Swift Programming Language, "Nested
/// Types"): two reducers of one file may each declare `struct State` and `enum Action`, two
/// representables each `class Coordinator`, two screens each `struct Row: View`. The parser names a type declared among another's
/// members by its path (`ScreenA.State`, `Parser.nestedName`); once the file is read whole, a
/// nested type whose own name no other type of the file takes is named by that name alone, as
/// a file of one `State` always was, so `State` and `ScreenA.State` both reach it. A name that
/// several types take keeps its path: `ScreenA.State` is that one, and `State` in the members of
/// `ScreenA` is too (`Evaluator.nestedType(_:)`). An extension of a path the file does not
/// declare (`extension SimCtl.Privacy.Permission`) extends the type of its last name.
enum NestedTypeNames {
  /// The statements with their nested types named as above, and the members of each named
  /// after its type.
  static func resolved(_ statements: [Statement]) -> [Statement] {
    var declared: [String] = []
    for statement in statements { collect(statement, into: &declared) }
    guard declared.contains(where: { $0.contains(".") }) || statements.contains(where: mentionsPath) else { return statements }
    var counts: [Substring: Int] = [:]
    for name in declared { counts[lastName(name), default: 0] += 1 }
    var names: [String: String] = [:]
    for name in declared where name.contains(".") { names[name] = counts[lastName(name)] == 1 ? String(lastName(name)) : name }
    let renaming = Renaming(names: names, declared: Set(declared))
    return statements.map(renaming.apply)
  }

  /// The last name of a path: `State` of `ScreenA.State`.
  static func lastName(_ path: String) -> Substring {
    path.lastIndex(of: ".").map { path[path.index(after: $0)...] } ?? Substring(path)
  }

  /// The names of the types `statement` declares, nested ones by their paths.
  private static func collect(_ statement: Statement, into names: inout [String]) {
    switch statement {
    case .structure(let declaration): names.append(declaration.name)
    case .enumeration(let declaration): names.append(declaration.name)
    case .function(let function) where function.isViewStruct: names.append(function.name)
    case .viewClass(let declaration):
      names.append(declaration.name)
      for member in declaration.members { collect(member, into: &names) }
    case .declarations(let list, _):
      for member in list { collect(member, into: &names) }
    default: break
    }
  }

  /// True for a member of a type named by a path (`extension A.B { … }`'s).
  private static func mentionsPath(_ statement: Statement) -> Bool {
    switch statement {
    case .function(let function): return function.memberOf?.contains(".") == true
    case .declarations(let list, _): return list.contains(where: mentionsPath)
    default: return false
    }
  }

  /// The names a file's nested types take, applied to its declarations and members.
  private struct Renaming {
    /// Each nested type's path and the name it takes.
    let names: [String: String]
    /// The types the file declares, nested ones by their paths.
    let declared: Set<String>

    /// The name of the type `name` names: a nested type's, the last name of a path the file
    /// does not declare, else `name`.
    func type(_ name: String) -> String {
      if let renamed = names[name] { return renamed }
      return name.contains(".") && !declared.contains(name) ? String(lastName(name)) : name
    }

    func apply(_ statement: Statement) -> Statement {
      switch statement {
      case .structure(var declaration):
        declaration.name = type(declaration.name)
        return .structure(declaration)
      case .enumeration(var declaration):
        declaration.name = type(declaration.name)
        return .enumeration(declaration)
      case .function(var function):
        if function.isViewStruct { function.name = type(function.name) }
        function.memberOf = function.memberOf.map(type)
        return .function(function)
      case .viewClass(var declaration):
        declaration.name = type(declaration.name)
        declaration.members = declaration.members.map(apply)
        declaration.methods = declaration.methods.map { method in
          var method = method
          method.memberOf = method.memberOf.map(type)
          return method
        }
        return .viewClass(declaration)
      case .declarations(let list, let location):
        return .declarations(list.map(apply), location)
      default:
        return statement
      }
    }
  }
}
