// Modelled on rileytestut/Delta, Delta/Pause Menu/Cheats/CheatBaseView.swift and
// Settings/Features/FeatureDetailView.swift: Allman braces on a view's `init`, a stored closure
// with a `guard let … else { return }` and a capture list binding a value, `Task<Void, Never> { }`,
// an `is` check of a view's generic content, a generic helper function.
// expect-min-frames: 3
import SwiftUI

struct BadgeList<Detail: View>: View
{
    let names: [String]
    let detail: Detail

    @State
    private var selected: String?

    private let describe: (String?) -> String = { [prefix = "Item"] name in
        guard let name else { return "None" }
        return "\(prefix) \(name)"
    }

    init(names: [String], detail: Detail)
    {
        self.names = names
        self.detail = detail
    }

    func wrapped<Content: View>(_ content: Content) -> some View
    {
        content.padding(4)
    }

    var body: some View
    {
        VStack(spacing: 0)
        {
            ForEach(names, id: \.self) { name in
                wrapped(Text(describe(name)))
            }
            if detail is Text
            {
                detail
            }
            else
            {
                Text(describe(selected))
            }
        }
        .task {
            Task<Void, Never> {
                selected = names.first
            }
        }
    }
}

#Preview {
    BadgeList(names: ["A", "B"], detail: Color.red)
}
