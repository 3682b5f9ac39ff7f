// A qlfuzz input (issue 22, point 4) from the seedpaste case 004: ExpensiveView(index: i), a type no file declares, in
// loops of 1,000 nested by the mutation: the typo rule's answer for a type's name is kept, 37 s before in a debug build.
// ❌ Lazy overhead for tiny list
ScrollView {
    LazyVStack {
        ForEach(0..<5) { i in
            Text("Item \(i)")
        }
    }
}

// ✅ Just use VStack
ScrollView {
    VStack {
        ForEach(0..<5) { i in
            Text("Item \(i)")
        }
    }
}
        ForEach(0..<1000) { i in
// ❌ Regular stack for huge list
VStack {
    ForEach(0..<1000) { i in
        ExpensiveView(index: i)
    }
}


// ✅ Lazy for performan
ScrollView {
            ExpensiveView(index: i)

    LazyVStack {
        }
    }
}
