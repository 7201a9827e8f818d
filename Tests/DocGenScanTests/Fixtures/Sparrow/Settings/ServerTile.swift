import SwiftUI

/// A server found on the network, shown as the label of the button that picks it.
struct ServerTile: View {
    let name: String
    let address: String

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(name)
                Text(address)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    List {
        ServerTile(name: "Home", address: "192.168.1.2")
        ServerTile(name: "Cabin", address: "10.0.0.4")
    }
}
