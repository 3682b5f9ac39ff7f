// Modelled on damus-io/damus, damus/Features/Purple/Views/GoldSupportGradient.swift (a gradient
// built from a global colour function of another file), keepassium/KeePassium, FieldCopiedView.swift
// (`LString` strings of another file) and mozilla-mobile/focus-ios, GetStartedOnboardingView.swift
// (`.font(.title20)`, an app's Font extension): the namespaces apps keep their constants in
// (`Colors`, `Fonts`, `Images`, `Layout`) and a model's method named like a modifier are ours.
// expect-min-frames: 5
import SwiftUI

fileprivate let accentTop = hex_color(r: 249, g: 243, b: 100)
let brandGradient = LinearGradient(colors: [accentTop, .orange], startPoint: .leading, endPoint: .trailing)

struct SupportCard: View {
    @ObservedObject var viewModel: SupportViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(LString.supportTitle)
                .font(Fonts.headline)
                .foregroundColor(Colors.primaryText)
            Text("Keep the relays running")
                .font(.title20)
            Image(Images.heart)
            Text(viewModel.plan.name())
            RoundedRectangle(cornerRadius: 4)
                .fill(brandGradient)
                .frame(height: 6)
        }
        .padding(Layout.cardInset)
    }
}
