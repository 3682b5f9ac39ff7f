import Foundation

/// Runs work on a thread of its own with a stack of `DeepStack.bytes`, and waits for it.
///
/// An evaluation recurses as deep as the script nests (`ScriptLimits.nestingDepth`,
/// `recursionDepth`), and a debug build's frames are large: a component calling itself through
/// its content closure 64 levels deep reached 6 to 7 MB of the process's 8 MB main stack.
/// Evaluating on a 256 MB stack (address space, of which only the pages touched are memory)
/// leaves every limit reached by a diagnostic, never by the stack's end, whatever thread calls.
enum DeepStack {
  /// The stack size of the evaluating thread.
  static let bytes = 256 << 20

  /// The value `work` returns or the error it throws, computed on the deep thread.
  static func run<Value, Failure: Error>(_ work: () throws(Failure) -> Value) throws(Failure) -> Value {
    try withoutActuallyEscaping(work) { (work) throws(Failure) -> Value in
      let outcome = Outcome<Value, Failure>(work)
      let thread = Thread { outcome.compute() }
      thread.stackSize = bytes
      thread.start()
      outcome.done.wait()
      return try outcome.result!.get()
    }
  }

  /// The work and, once it has run, its result, handed between the two threads; the semaphore
  /// orders every access. The work is let go of before the semaphore is signalled, so that it
  /// does not outlive the call (`withoutActuallyEscaping` checks).
  private final class Outcome<Value, Failure: Error>: @unchecked Sendable {
    var work: (() throws(Failure) -> Value)?
    var result: Result<Value, Failure>?
    let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () throws(Failure) -> Value) { self.work = work }

    func compute() {
      do throws(Failure) { result = .success(try work!()) } catch { result = .failure(error) }
      work = nil
      done.signal()
    }
  }
}
