// implementation/force-deactivate-children: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/ImplementationTests.swift forecDeactivateNSLayoutConstraint: ten children with a bare Anchors.top (the for loop written out)
canvas(width: 100, height: 100, mode: .exact)
let superview = UIView()
let child0 = UIView()
let child1 = UIView()
let child2 = UIView()
let child3 = UIView()
let child4 = UIView()
let child5 = UIView()
let child6 = UIView()
let child7 = UIView()
let child8 = UIView()
let child9 = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    child0.sl.anchors {
      Anchors.top
    }
    child1.sl.anchors {
      Anchors.top
    }
    child2.sl.anchors {
      Anchors.top
    }
    child3.sl.anchors {
      Anchors.top
    }
    child4.sl.anchors {
      Anchors.top
    }
    child5.sl.anchors {
      Anchors.top
    }
    child6.sl.anchors {
      Anchors.top
    }
    child7.sl.anchors {
      Anchors.top
    }
    child8.sl.anchors {
      Anchors.top
    }
    child9.sl.anchors {
      Anchors.top
    }
  }
}
