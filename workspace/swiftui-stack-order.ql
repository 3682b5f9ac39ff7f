// How a SwiftUI HStack shares its width: priority first, then the least flexible child first,
// each offered an even split of what is left. Try :semantics quicklayout to compare.
canvas(width: 320, height: 120, semantics: .swiftUI)

var body: some View {
    HStack {
        Color.blue.named("flexible")
        Text("Hello, world").named("hello")
        Text("Always on one line").named("priority")
            .layoutPriority(1)
        Image(width: 40, height: 40).named("fixed")
        GeometryReader { proxy in
            Color.green.named("reader")
                .frame(width: 20, height: 20)
        }
        .frame(maxWidth: 30, maxHeight: 30)
    }
    .padding(.horizontal)
}
