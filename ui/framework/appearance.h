#pragma once
// The choices of View > Colour map (--colormap) and View > High contrast (--theme): their names
// and the value every figure follows. The command line and the settings set them here;
// the plotting layer reads them when it styles a figure.

#include <QString>
#include <QStringList>

#include <atomic>
#include <initializer_list>
#include <optional>
#include <vector>

namespace pe::ui::appearance {

/// The colour maps of View > Colour map and --colormap. Automatic: red-white-blue for signed
/// values, viridis for the others; any other choice applies to every colour map.
enum class ColourMap { Automatic, Viridis, Cividis, Diverging };
/// The high-contrast theme (View > High contrast, --theme) is for projectors: pens 2.5 times
/// as thick, bold larger black text, a darker grid.
enum class Theme { Default, HighContrast };

/// A choice of the View menu and the command line, one per process: its names (the words of the
/// command line and the settings, in the order of the enumeration E) and the value every figure
/// built from now on follows (set at start-up and by the View menu, which then builds the window
/// again). It starts at E's first enumerator.
template <class E> class Choice {
public:
    explicit Choice(std::initializer_list<const char*> names)
        : m_names(names)
    {
    }

    QStringList names() const
    {
        QStringList list;
        for (const char* n : m_names)
            list << QString::fromLatin1(n);
        return list;
    }
    /// The enumerator at `name`'s place among the names.
    std::optional<E> fromName(const QString& name) const
    {
        const qsizetype i = names().indexOf(name);
        return i < 0 ? std::nullopt : std::optional<E>(static_cast<E>(i));
    }
    QString name(E value) const { return QString::fromLatin1(m_names[static_cast<size_t>(value)]); }

    void set(E value) { m_value = value; }
    E value() const { return m_value; }

private:
    std::vector<const char*> m_names;
    std::atomic<E> m_value{E{}};
};

/// auto, viridis, cividis, diverging.
Choice<ColourMap>& colourMapChoice();
/// default, high-contrast.
Choice<Theme>& themeChoice();

} // namespace pe::ui::appearance
