import au from 'flag-icons/flags/4x3/au.svg';
import ca from 'flag-icons/flags/4x3/ca.svg';
import cn from 'flag-icons/flags/4x3/cn.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import us from 'flag-icons/flags/4x3/us.svg';

/**
 * The dialog's flags as pictures (flag-icons, MIT): emoji flags show as two letters on Windows
 * and on machines without a colour emoji font. Each is under 2 KB and inlined into the dialog's chunk.
 */
export const FLAG_IMAGES: Record<string, string> = { GB: gb, CN: cn, US: us, AU: au, DE: de, CA: ca, FR: fr };
