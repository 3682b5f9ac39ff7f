import LayoutCore

/// A call, `callee(arguments) { trailing closures }`, as one allocation: what is called and the
/// arguments after it, stored in place. A layout script is mostly calls (every view, container
/// and modifier is one), and a box for the callee's name and an array of arguments beside each
/// would triple their number of allocations. Read it as the collection of its arguments,
/// trailing closures last. Never changed once made (hence sendable).
struct CallSyntax: RandomAccessCollection, @unchecked Sendable {
  /// What is called, kept in the call: a name or a method (the forms nearly every call has) with
  /// no syntax node of their own, else any expression.
  enum Callee {
    /// `name(…)`.
    case name(String)
    /// `base.name(…)`.
    case method(Expression, String)
    /// Any other callee: `.init(…)`, `closures[0](…)`, `f(1)(2)`.
    case expression(Expression)
  }

  /// What a call keeps before its arguments: 48 bytes (a count of 32 bits), so that with one
  /// argument a call fits malloc's 128-byte chunk.
  private struct Header {
    var callee: Callee
    var location: SourceLocation
    var count: Int32
  }

  /// The header and the arguments after it.
  private final class Storage: ManagedBuffer<Header, Argument> {
    deinit {
      _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: Int(header.pointee.count)) }
    }
  }

  private let storage: Storage

  /// The call of `callee` with `arguments`; `location` is the callee name's (the opening
  /// parenthesis's when the callee is not a name or a member).
  static func make(_ callee: Expression, _ arguments: some Collection<Argument>, at location: SourceLocation) -> CallSyntax {
    switch callee {
    case .name(let name, let nameLocation):
      assert(nameLocation == location, "a named call is where its name is")
      return make(.name(name), arguments, at: location)
    case .member(let base, let name, let nameLocation):
      assert(nameLocation == location, "a method call is where its name is")
      return make(.method(base, name), arguments, at: location)
    default:
      return make(.expression(callee), arguments, at: location)
    }
  }

  /// The call of `callee`, kept as it is, with `arguments`.
  static func make(_ callee: Callee, _ arguments: some Collection<Argument>, at location: SourceLocation) -> CallSyntax {
    let storage = unsafeDowncast(Storage.create(minimumCapacity: arguments.count) { _ in
      Header(callee: callee, location: location, count: Int32(arguments.count))
    }, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { elements in
      for (offset, argument) in arguments.enumerated() { (elements + offset).initialize(to: argument) }
    }
    return CallSyntax(storage: storage)
  }

  // The header is read through its pointer, a part at a time: `ManagedBuffer.header` is a
  // class's stored property, whose every read Swift checks for exclusive access at run time.
  var callee: Callee { storage.withUnsafeMutablePointerToHeader { $0.pointee.callee } }
  var location: SourceLocation { storage.withUnsafeMutablePointerToHeader { $0.pointee.location } }

  /// The callee as an expression of its own (made anew for a name or a method): for the readers
  /// of a script that walk every expression alike.
  var calleeExpression: Expression {
    switch callee {
    case .name(let name): return .name(name, location)
    case .method(let base, let name): return .member(base, name, location)
    case .expression(let expression): return expression
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { storage.withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

  subscript(position: Int) -> Argument {
    precondition(indices.contains(position), "argument index out of range")
    return storage.withUnsafeMutablePointerToElements { $0[position] }
  }
}
