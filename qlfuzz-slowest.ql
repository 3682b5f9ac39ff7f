// Issue 9, point 1: a recursion that branches; the evaluation budget ends it at the call.
func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) + f(n - 1) }
let x = f(24)
var body: Layout { UIView(width: 10, height: 10) }
var body: Layout { UIView(width: 10, height: 10) }
