// Dynamic Type: a contact row that reads the text size and stacks its parts at the accessibility
// sizes. Modelled on ygornascimento/SwiftUIByExample-05-ViewLayout,
// HowToDynamicallyChangeBetweenVStackAndHStack_2.swift (an AnyLayout chosen by
// `dynamicTypeSize <= .xxxLarge`) and Philalex1964/SwiftUIByExample's @ScaledMetric; the row,
// its fonts and its sizes are ours.
//   qlrepl render workspace/dynamic-type-row.ql --variants dynamic-type
// draws it at five sizes side by side. Write HStackLayout(spacing: 12) in both branches to see
// the row break at AX3 and AX5: the name and the role wrap a word a line and overflow.
import SwiftUI

struct ContactRow: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @ScaledMetric(relativeTo: .headline) private var avatarSide = 40.0

    var body: some View {
        let layout = typeSize <= .xxxLarge ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
        layout {
            Circle()
                .frame(width: avatarSide, height: avatarSide)
            VStack(alignment: .leading, spacing: 2) {
                Text("Grace Hopper")
                    .font(.headline)
                Text("Rear admiral, computer scientist")
                    .font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Button("Call") {}
        }
        .padding()
    }
}

canvas(width: 375, height: .infinity, mode: .fit)
